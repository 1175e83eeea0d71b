import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { codesMovedAfter, inOneShortTransaction, ledgerEnd, ledgerIsFeed } from '../../cms/database'
import { mainWarehouse, recordMovements } from '../../cms/services/stock'
import { databaseUnderTest } from './database-under-test'

let payload: Payload
let kind: 'sqlite' | 'mongodb'
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, kind, cleanup } = await databaseUnderTest('stock-feed'))
})
afterAll(() => cleanup?.())

const stockRecordsNaming = async (code: string) => {
  const { docs } = await payload.find({ collection: 'catalogue-changes', where: { kind: { equals: 'stock' } }, pagination: false })
  return docs.filter((doc) => (doc.ids as string[]).includes(code)).length
}

/**
 * How every process learns which codes moved (cms/database/stock-feed.ts): on SQLite from the ledger's own rows, in
 * the order they became visible, with no record of their own; on MongoDB from a change record written with each batch.
 */
describe('what other processes learn of stock movements', () => {
  it('is every committed movement’s code, once, and nothing of a batch rolled back', async () => {
    const req = await createLocalReq({}, payload)
    const location = String((await mainWarehouse(req)).id)
    const lot = (code: string) => ({ code, lot: `${code}-L1`, expiry: '2031-05', location })
    expect(ledgerIsFeed(payload)).toBe(kind === 'sqlite')

    const before = kind === 'sqlite' ? await ledgerEnd(payload) : 0
    await recordMovements(req, [
      { type: 'receipt', ...lot('FEED A'), quantity: 4 },
      { type: 'receipt', ...lot('FEED B'), quantity: 2 },
    ])
    await recordMovements(req, [{ type: 'reservation', ...lot('FEED A'), quantity: 1, document: 'NS-FEED-1' }])
    const refused = inOneShortTransaction(req, async () => {
      await recordMovements(req, [{ type: 'receipt', ...lot('FEED C'), quantity: 9 }])
      throw new Error('refused')
    })
    await expect(refused).rejects.toThrow('refused')

    if (kind === 'sqlite') {
      const moved = await codesMovedAfter(payload, before)
      expect(moved.codes.sort()).toEqual(['FEED A', 'FEED B'])
      expect(moved.end).toBeGreaterThan(before)
      expect(moved.end).toBe(await ledgerEnd(payload))
      expect(await codesMovedAfter(payload, moved.end)).toEqual({ codes: [], end: moved.end })
      // The ledger says it all: no change record is written.
      expect(await stockRecordsNaming('FEED A')).toBe(0)
    } else {
      expect(await stockRecordsNaming('FEED A')).toBe(2)
      expect(await stockRecordsNaming('FEED B')).toBe(1)
      expect(await stockRecordsNaming('FEED C')).toBe(0)
    }
  })
})
