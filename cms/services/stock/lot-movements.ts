import type { Payload } from 'payload'

import { idOf } from '../../contract/ids'
import { normaliseLotNumber } from '../../contract/lots'
import type { LotMovements } from '../../contract/stock-reports'
import type { StockMovement } from '../../payload-types'
import { addChanges, balanceChangeOf, NO_CHANGE, type BalanceChange } from './balance-change'

/** Most movements one lot's history answers: a lot is received once and shipped in a few thousand lines at most. */
const MAX_MOVEMENTS = 10_000

/**
 * Every movement of a lot of a code, oldest first, with who, when, the document and the reason, and the lot's balance
 * at that movement's location after it (the running sum of the movements before it). Null when the lot has none.
 */
export async function lotMovements(payload: Payload, code: string, lotNumber: string): Promise<LotMovements | null> {
  const lot = normaliseLotNumber(lotNumber)
  const [{ docs }, locations] = await Promise.all([
    payload.find({
      collection: 'stock-movements',
      where: { and: [{ code: { equals: code } }, { lot: { equals: lot } }] },
      sort: 'createdAt',
      limit: MAX_MOVEMENTS,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true, type: true, quantity: true, location: true, actor: true, document: true, reason: true },
    }),
    payload.find({ collection: 'stock-locations', select: { code: true }, depth: 0, pagination: false, overrideAccess: true }),
  ])
  if (docs.length === 0) return null
  const locationCode = new Map(locations.docs.map((location) => [String(location.id), location.code]))
  const balances = new Map<string, BalanceChange>()
  const data = (docs as StockMovement[]).map((movement) => {
    const location = idOf(movement.location) ?? ''
    const after = addChanges(balances.get(location) ?? NO_CHANGE, balanceChangeOf(movement.type, movement.quantity))
    balances.set(location, after)
    return {
      id: String(movement.id),
      at: movement.createdAt,
      type: movement.type,
      quantity: movement.quantity,
      location: locationCode.get(location) ?? location,
      who: movement.actor,
      document: movement.document ?? null,
      reason: movement.reason ?? null,
      onHandAfter: after.onHand,
      reservedAfter: after.reserved,
    }
  })
  return { code, lot, data }
}
