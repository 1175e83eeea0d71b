import { randomUUID } from 'node:crypto'

import type { Client } from '@libsql/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { idOf } from '../../cms/contract/ids'
import { readStockOnHand } from '../../cms/database'
import type { StockLot } from '../../cms/payload-types'
import { mainWarehouse } from '../../cms/services/stock'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let main: string
let quarantine: string

type Balance = { code: string; lot: string; location: string; onHand: number; reserved?: number; manufactured?: string }

/** Balances written as the ledger leaves them, each made a second after the one before. */
async function insertBalances(balances: Balance[]): Promise<void> {
  const client = (payload.db as unknown as { client: Client }).client
  for (const [index, balance] of balances.entries()) {
    const reserved = balance.reserved ?? 0
    await client.execute({
      sql: `INSERT INTO stock_lots (id, code, lot, expiry, manufactured, location_id, on_hand, reserved, available, created_at)
            VALUES (?, ?, ?, '2027-03', ?, ?, ?, ?, ?, ?)`,
      args: [
        randomUUID(),
        balance.code,
        balance.lot,
        balance.manufactured ?? null,
        balance.location,
        balance.onHand,
        reserved,
        balance.onHand - reserved,
        new Date(Date.UTC(2026, 10, 1, 10, 0, index)).toISOString(),
      ],
    })
  }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('stock-on-hand-read'))
  main = String((await mainWarehouse({ payload } as never)).id)
  quarantine = String((await payload.create({ collection: 'stock-locations', data: { name: 'Quarantine', code: 'QUAR' } })).id)
  await insertBalances([
    { code: 'NS30', lot: 'L1', location: main, onHand: 5, manufactured: '2025-01' },
    { code: 'NS30', lot: 'L2', location: main, onHand: 0 },
    { code: 'NS20', lot: 'L9', location: main, onHand: 7, reserved: 2 },
    { code: 'NS30', lot: 'L1', location: quarantine, onHand: 3 },
  ])
})

afterAll(async () => {
  await cleanup()
})

it('reads every balance holding units, newest first, with the fields the report shows', async () => {
  expect(await readStockOnHand(payload)).toEqual([
    { code: 'NS30', lot: 'L1', expiry: '2027-03', manufactured: null, location: quarantine, onHand: 3, reserved: 0, available: 3 },
    { code: 'NS20', lot: 'L9', expiry: '2027-03', manufactured: null, location: main, onHand: 7, reserved: 2, available: 5 },
    { code: 'NS30', lot: 'L1', expiry: '2027-03', manufactured: '2025-01', location: main, onHand: 5, reserved: 0, available: 5 },
  ])
})

it("gives what Payload's own read of the balances gives, in its order", async () => {
  const { docs } = await payload.db.find<StockLot>({
    collection: 'stock-lots',
    where: { onHand: { greater_than: 0 } },
    limit: 0,
    pagination: false,
    req: {},
  })
  expect(await readStockOnHand(payload)).toEqual(
    docs.map((doc) => ({
      code: doc.code,
      lot: doc.lot,
      expiry: doc.expiry,
      manufactured: doc.manufactured ?? null,
      location: idOf(doc.location),
      onHand: doc.onHand,
      reserved: doc.reserved,
      available: doc.available,
    })),
  )
})
