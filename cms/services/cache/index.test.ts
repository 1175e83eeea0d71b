import type { Payload, PayloadRequest } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { cached, invalidate, invalidatesCache, shareCacheThrough, stampFrom } from './index'
import { STAMP_CHECK_INTERVAL_MS } from './stamps'
import { store } from './store'

/** The payload-kv rows of a database that several processes share: `payload` is this process's view of it. */
function sharedDatabase() {
  const rows = new Map<string, unknown>()
  const payload = {
    db: {
      async updateOne({ where, data }: { where: { key: { equals: string } }; data: { data: unknown } }) {
        if (!rows.has(where.key.equals)) return null
        rows.set(where.key.equals, data.data)
        return { key: where.key.equals, data: data.data }
      },
      async findOne({ where }: { where: { key: { equals: string } } }) {
        return rows.has(where.key.equals) ? { key: where.key.equals, data: rows.get(where.key.equals) } : null
      },
      async create({ data }: { data: { key: string; data: unknown } }) {
        rows.set(data.key, data.data)
      },
      async find({ where }: { where: { key: { in: string[] } } }) {
        return { docs: where.key.in.filter((key) => rows.has(key)).map((key) => ({ key, data: rows.get(key) })) }
      },
    },
  } as unknown as Payload
  return { rows, payload }
}

const counter = () => {
  let calls = 0
  return { load: async () => ++calls, calls: () => calls }
}

describe('answer cache', () => {
  it('loads once for concurrent and later reads of the same key', async () => {
    const source = counter()
    const values = await Promise.all([cached('t:a', ['blog'], source.load), cached('t:a', ['blog'], source.load)])
    expect(values).toEqual([1, 1])
    expect(await cached('t:a', ['blog'], source.load)).toBe(1)
    expect(source.calls()).toBe(1)
  })

  it('forgets only the answers tagged with an edited kind', async () => {
    const blog = counter()
    const catalogue = counter()
    await cached('t:blog', ['blog'], blog.load)
    await cached('t:catalogue', ['catalogue'], catalogue.load)
    invalidate(['blog'])
    expect(await cached('t:blog', ['blog'], blog.load)).toBe(2)
    expect(await cached('t:catalogue', ['catalogue'], catalogue.load)).toBe(1)
  })

  it('does not keep a failed load', async () => {
    await expect(cached('t:fail', ['blog'], async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cached('t:fail', ['blog'], async () => 'ok')).toBe('ok')
  })

  it('clears again once the writing transaction has finished, so a read during the write is not kept', async () => {
    const source = counter()
    await cached('t:tx', ['catalogue'], source.load)
    const req = { transactionID: 'tx-1', payload: sharedDatabase().payload } as unknown as PayloadRequest
    const [afterChange] = invalidatesCache(['catalogue']).afterChange
    await afterChange({ doc: {}, req } as never)
    expect(await cached('t:tx', ['catalogue'], source.load)).toBe(2)
    delete (req as { transactionID?: string }).transactionID
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(await cached('t:tx', ['catalogue'], source.load)).toBe(3)
  })

  describe('across processes', () => {
    afterEach(() => vi.useRealTimers())

    it('forgets answers of a tag whose stamp another process changed, on the first read one check interval later', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const database = sharedDatabase()
      shareCacheThrough(database.payload)
      const catalogue = counter()
      const blog = counter()
      await cached('t:shared-catalogue', ['catalogue'], catalogue.load)
      await cached('t:shared-blog', ['blog'], blog.load)

      // Another process commits a catalogue edit together with its new stamp.
      const otherReq = { payload: database.payload } as unknown as PayloadRequest
      await invalidatesCache(['catalogue']).afterChange[0]({ doc: {}, req: otherReq } as never)
      expect(database.rows.get('cache-stamp:catalogue')).toEqual({ stamp: expect.any(String) })

      vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
      expect(await cached('t:shared-catalogue', ['catalogue'], catalogue.load)).toBe(2)
      expect(await cached('t:shared-blog', ['blog'], blog.load)).toBe(1)
    })

    it('forgets them again at a second edit of the same kind, whose stamp row is already there', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const database = sharedDatabase()
      shareCacheThrough(database.payload)
      const otherReq = { payload: database.payload } as unknown as PayloadRequest
      const edit = () => invalidatesCache(['blog']).afterChange[0]({ doc: {}, req: otherReq } as never)
      await edit()
      const first = database.rows.get('cache-stamp:blog')
      const blog = counter()
      vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
      await cached('t:second-edit', ['blog'], blog.load)

      await edit()
      expect(database.rows.get('cache-stamp:blog')).not.toEqual(first)
      vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
      expect(await cached('t:second-edit', ['blog'], blog.load)).toBe(2)
    })

    it('counts a change of what a tag’s stamp source answers as another process’s edit of that tag', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const database = sharedDatabase()
      shareCacheThrough(database.payload)
      // Stamps as a new process first reads them, not as an earlier test's fake clock left them.
      store.checkedAt = 0
      let ledgerEnd = 10
      stampFrom('companies', async () => String(ledgerEnd))
      try {
        const companies = counter()
        const blog = counter()
        vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
        await cached('t:sourced', ['companies'], companies.load)
        await cached('t:unsourced', ['blog'], blog.load)

        vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
        expect(await cached('t:sourced', ['companies'], companies.load)).toBe(1)
        ledgerEnd = 11
        vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
        expect(await cached('t:sourced', ['companies'], companies.load)).toBe(2)
        expect(await cached('t:unsourced', ['blog'], blog.load)).toBe(1)
      } finally {
        store.stampSources.delete('companies')
      }
    })

    it('reads the stamps at most once per check interval', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const database = sharedDatabase()
      shareCacheThrough(database.payload)
      const find = vi.spyOn(database.payload.db, 'find')
      vi.advanceTimersByTime(10 * STAMP_CHECK_INTERVAL_MS)
      await Promise.all(Array.from({ length: 20 }, () => cached('t:reads', ['blog'], async () => 1)))
      await cached('t:reads', ['blog'], async () => 1)
      expect(find).toHaveBeenCalledTimes(1)
      vi.advanceTimersByTime(STAMP_CHECK_INTERVAL_MS)
      await cached('t:reads', ['blog'], async () => 1)
      expect(find).toHaveBeenCalledTimes(2)
    })
  })
})
