import type { Payload } from 'payload'

import { lotPlaceKey } from '../../database'
import type { StockMovement } from '../../payload-types'
import { addChanges, balanceChangeOf, NO_CHANGE, type BalanceChange } from './balance-change'

/** A balance that is not the sum of its movements: what the row says and what the movements say. */
export type BalanceDifference = {
  code: string
  lot: string
  location: string
  kept: BalanceChange
  fromMovements: BalanceChange
}

const PAGE = 5_000

/** Every movement's change summed per code, lot and location, reading the ledger a page at a time. */
type MovementSum = { place: Pick<BalanceDifference, 'code' | 'lot' | 'location'>; change: BalanceChange }

async function sumsOfMovements(payload: Payload): Promise<{ sums: Map<string, MovementSum>; movements: number }> {
  const sums = new Map<string, MovementSum>()
  let movements = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'stock-movements',
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      select: { type: true, code: true, lot: true, location: true, quantity: true },
    })
    movements += docs.length
    for (const movement of docs as Pick<StockMovement, 'type' | 'code' | 'lot' | 'location' | 'quantity'>[]) {
      const key = lotPlaceKey(movement)
      const place = { code: movement.code, lot: movement.lot, location: String(movement.location) }
      const change = addChanges(sums.get(key)?.change ?? NO_CHANGE, balanceChangeOf(movement.type, movement.quantity))
      sums.set(key, { place, change })
    }
    if (!hasNextPage) return { sums, movements }
  }
}

/** What a stock check read, and the balances that differ from their movements (none: the ledger is sound). */
export type StockCheck = { balances: number; movements: number; differences: BalanceDifference[] }

/**
 * Recomputes every balance from the movements (`npm run stock:check`): the balances whose on hand, reserved or
 * available differ from what the movements add up to, and movements whose balance row is missing. Run it while no
 * stock moves (the ledger and the balances are read one after the other, a page at a time).
 */
export async function checkStock(payload: Payload): Promise<StockCheck> {
  const { sums, movements } = await sumsOfMovements(payload)
  const differences: BalanceDifference[] = []
  let balances = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'stock-lots',
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      select: { code: true, lot: true, location: true, onHand: true, reserved: true, available: true },
    })
    balances += docs.length
    for (const row of docs) {
      const key = lotPlaceKey(row)
      const fromMovements = sums.get(key)?.change ?? NO_CHANGE
      sums.delete(key)
      const kept = { onHand: row.onHand, reserved: row.reserved, available: row.available }
      if (kept.onHand !== fromMovements.onHand || kept.reserved !== fromMovements.reserved || kept.available !== fromMovements.available) {
        differences.push({ code: row.code, lot: row.lot, location: String(row.location), kept, fromMovements })
      }
    }
    if (!hasNextPage) break
  }
  for (const { place, change } of sums.values()) differences.push({ ...place, kept: NO_CHANGE, fromMovements: change })
  return { balances, movements, differences }
}

/** The balances that differ from their movements (checkStock's differences). */
export async function balanceDifferences(payload: Payload): Promise<BalanceDifference[]> {
  return (await checkStock(payload)).differences
}
