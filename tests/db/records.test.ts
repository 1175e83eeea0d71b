import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appendChangeRecord, inOneShortTransaction, setKeyValues } from '../../cms/database'
import { databaseUnderTest } from './database-under-test'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('records'))
})
afterAll(() => cleanup?.())

const keyValues = async (prefix: string) => {
  const { docs } = await payload.find({ collection: 'payload-kv', where: { key: { like: prefix } }, pagination: false, sort: 'key' })
  return docs.map(({ key, data }) => ({ key: key.replace(prefix, ''), data }))
}

const changeRecords = async (kind: string, at: number) => {
  const { docs } = await payload.find({ collection: 'catalogue-changes', where: { at: { equals: at } }, pagination: false, sort: 'kind' })
  return docs.filter((doc) => doc.kind === kind).map(({ kind: written, ids }) => ({ kind: written, ids }))
}

/**
 * The records every edit leaves for the other processes (cms/database/records.ts) have two implementations: plain
 * statements on SQLite's tables and Payload's database API (MongoDB's). The same writes through each leave the same rows.
 */
describe('key values and change records, on the tables and through Payload’s database API', () => {
  it('make a key’s row the first time, set it afterwards, and append change records alike', async () => {
    const run = async (how: { generic?: boolean }, prefix: string, at: number) => {
      await setKeyValues({ payload }, [{ key: `${prefix}a`, data: { stamp: 'one' } }], how)
      await setKeyValues(
        { payload },
        [
          { key: `${prefix}a`, data: { stamp: 'two' } },
          { key: `${prefix}b`, data: { stamp: 'three', nested: { n: 1 } } },
        ],
        how,
      )
      await appendChangeRecord({ payload }, { kind: 'stock', ids: ['CODE 1', 'CODE 2'], at }, how)
      return { keyValues: await keyValues(prefix), records: await changeRecords('stock', at) }
    }
    const onTables = await run({}, 'parity-tables:', 1_700_000_000_001)
    const throughPayload = await run({ generic: true }, 'parity-payload:', 1_700_000_000_002)
    expect(onTables).toEqual(throughPayload)
    expect(onTables).toEqual({
      keyValues: [
        { key: 'a', data: { stamp: 'two' } },
        { key: 'b', data: { stamp: 'three', nested: { n: 1 } } },
      ],
      records: [{ kind: 'stock', ids: ['CODE 1', 'CODE 2'] }],
    })
  })

  it('leave nothing when the transaction they were written in is rolled back', async () => {
    const req = await createLocalReq({}, payload)
    const at = 1_700_000_000_003
    const failed = inOneShortTransaction(req, async () => {
      await setKeyValues(req, [{ key: 'rolled-back:a', data: { stamp: 'never' } }])
      await appendChangeRecord(req, { kind: 'stock', ids: ['CODE 3'], at })
      throw new Error('refused')
    })
    await expect(failed).rejects.toThrow('refused')
    expect(await keyValues('rolled-back:')).toEqual([])
    expect(await changeRecords('stock', at)).toEqual([])
  })
})
