import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { CHANGES_COLLECTION, COMMIT_MARGIN_MS, readRecords, recordChange } from '../../cms/services/catalogue/changes'
import { catalogue } from '../../cms/services/catalogue/snapshot'
import type { Product } from '../../cms/payload-types'
import { cacheSize, cached, invalidate } from '../../cms/services/cache'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let categoryId: string
const imported: Product[] = []

/** Products as a bulk import leaves them: many, written within the last minutes. */
const IMPORTED = 40

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('catalogue-refresh'))
  categoryId = (await payload.create({ collection: 'categories', data: { name: 'Sutures' } })).id
  for (let n = 0; n < IMPORTED; n += 1) {
    imported.push(
      await payload.create({
        collection: 'products',
        data: {
          name: `Imported Suture ${n}`,
          category: categoryId,
          gstRate: n % 2 === 0 ? '12' : '5',
          _status: 'published',
          variants: [{ size: 'General', codes: [{ shortCode: `IS ${n}`, originalPrice: 50_000, discountedPrice: 40_000 }] }],
        },
      }),
    )
  }
  await catalogue(payload)
})
afterAll(() => cleanup())

/** `run`'s result and the ids of the product documents Payload's `find` returned meanwhile. */
async function productsReadDuring<T>(run: () => Promise<T>): Promise<{ result: T; read: string[] }> {
  const find = payload.find.bind(payload)
  const read: string[] = []
  const spy = vi.spyOn(payload, 'find').mockImplementation((async (options: Parameters<Payload['find']>[0]) => {
    const answer = await find(options)
    if (options.collection === 'products') for (const doc of answer.docs) read.push(String(doc.id))
    return answer
  }) as never)
  try {
    return { result: await run(), read }
  } finally {
    spy.mockRestore()
  }
}

const setPrice = (product: Product, paise: number) =>
  payload.update({
    collection: 'products',
    id: product.id,
    data: {
      variants: [
        {
          size: 'General',
          codes: [{ shortCode: product.variants![0].codes![0].shortCode, originalPrice: 50_000, discountedPrice: paise }],
        },
      ],
    },
  })

const priceOf = async (id: string) => (await catalogue(payload)).priceList.get(id)?.variants[0].codes[0].discountedPrice

describe('refreshing the catalogue from its change records', () => {
  it('records each edit with the ids it changed', async () => {
    const from = Date.now()
    await setPrice(imported[20], 39_000)
    await payload.update({ collection: 'categories', id: categoryId, data: { seoText: 'Sutures for every surgery' } })
    const records = await readRecords(payload, from)
    expect(records.map(({ kind, ids }) => ({ kind, ids }))).toEqual([
      { kind: 'product', ids: [imported[20].id] },
      { kind: 'category', ids: [categoryId] },
    ])
    expect(await priceOf(imported[20].id)).toBe(39_000)
  })

  it('records a bulk edit in one transaction as one record, timed by its last product', async () => {
    const from = Date.now()
    const bulk = imported.slice(30, 35).map((product) => product.id)
    const { docs } = await payload.update({ collection: 'products', where: { id: { in: bulk } }, data: { genericName: 'Polyglactin 910' } })
    expect(docs).toHaveLength(5)
    const records = await readRecords(payload, from)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ kind: 'product' })
    expect(new Set(records[0].ids)).toEqual(new Set(bulk))
    const lastUpdate = Math.max(...docs.map((doc) => new Date(doc.updatedAt).getTime()))
    expect(records[0].at).toBeGreaterThanOrEqual(lastUpdate)
    for (const id of bulk) expect((await catalogue(payload)).productById.get(id)?.genericName).toBe('Polyglactin 910')
  })

  it('reads only the ids added to a record since it was applied (a bulk edit seen while it runs)', async () => {
    const req = { payload } as Parameters<typeof recordChange>[0]
    const [first, second] = [imported[36], imported[37]]
    await payload.db.updateOne({ collection: 'products', id: first.id, data: { name: 'Bulk first' } })
    await recordChange(req, 'product', [first.id])
    invalidate(['catalogue'], 'another process', Date.now() - 3_000)
    expect((await catalogue(payload)).productById.get(first.id)?.name).toBe('Bulk first')

    await payload.db.updateOne({ collection: 'products', id: second.id, data: { name: 'Bulk second' } })
    await recordChange(req, 'product', [second.id])
    const { result: snapshot, read } = await productsReadDuring(async () => {
      invalidate(['catalogue'], 'another process', Date.now() - 3_000)
      return catalogue(payload)
    })
    expect(snapshot.productById.get(second.id)?.name).toBe('Bulk second')
    expect(read).toEqual([second.id])
    expect(
      (await readRecords(payload, 0)).filter((record) => record.ids.includes(first.id) && record.ids.includes(second.id)),
    ).toHaveLength(1)
  })

  it('reads exactly the products an edit, an unpublishing and a deletion touched', async () => {
    const [edited, unpublished, deleted] = imported.slice(0, 3)
    await setPrice(edited, 30_000)
    await payload.update({ collection: 'products', id: unpublished.id, data: { _status: 'draft' } })
    await payload.delete({ collection: 'products', id: deleted.id })
    invalidate(['catalogue'])
    const { result: snapshot, read } = await productsReadDuring(() => catalogue(payload))
    expect(snapshot.priceList.get(edited.id)?.variants[0].codes[0].discountedPrice).toBe(30_000)
    expect(snapshot.productById.has(unpublished.id)).toBe(false)
    expect(snapshot.productById.has(deleted.id)).toBe(false)
    expect(snapshot.products).toHaveLength(IMPORTED - 2)
    expect(new Set(read)).toEqual(new Set([edited.id]))
  })

  it('finds an edit stamped in the very millisecond of another product (the case timestamps could not tell)', async () => {
    const [edited, other] = [imported[3], imported[4]]
    const otherStamp = (await payload.findByID({ collection: 'products', id: other.id, depth: 0 })).updatedAt
    await setPrice(edited, 31_000)
    await payload.db.updateOne({ collection: 'products', id: edited.id, data: { updatedAt: otherStamp } })
    expect(await priceOf(edited.id)).toBe(31_000)
  })

  it('applies a record written before the previous read but committed after it (a long transaction)', async () => {
    const product = imported[5]
    await catalogue(payload)
    // Stored past the hooks, as another process's transaction would leave it once committed: the record carries the
    // time its hook ran, minutes before this process's last read of the records.
    await payload.db.updateOne({ collection: 'products', id: product.id, data: { name: 'Committed late' } })
    await payload.db.create({
      collection: CHANGES_COLLECTION,
      data: { kind: 'product', ids: [product.id], at: Date.now() - COMMIT_MARGIN_MS / 2 },
      req: {},
    })
    invalidate(['catalogue'], 'another process')
    await vi.waitFor(async () => expect((await catalogue(payload)).productById.get(product.id)?.name).toBe('Committed late'), {
      timeout: 5_000,
    })
  })

  it('lists only the records written since shortly before its previous read while the older ones are all applied', async () => {
    const old = await payload.db.create({
      collection: CHANGES_COLLECTION,
      data: { kind: 'stock', ids: ['OLD 1'], at: Date.now() - COMMIT_MARGIN_MS / 3 },
      req: {},
    })
    // Minutes old: a busy shop writes one such record per order; listing them at every read made each read dearer.
    const minutesOld = await payload.db.create({
      collection: CHANGES_COLLECTION,
      data: { kind: 'stock', ids: ['OLD 2'], at: Date.now() - 5 * 60_000 },
      req: {},
    })
    const from = Date.now() - COMMIT_MARGIN_MS
    const first = await readRecords(payload, from)
    expect(first.map((record) => record.id)).toEqual(expect.arrayContaining([String(old.id), String(minutesOld.id)]))
    const applied = new Map(first.map((record) => [record.id, { at: record.at, count: record.count }]))
    await payload.db.create({ collection: CHANGES_COLLECTION, data: { kind: 'stock', ids: ['NEW 1'], at: Date.now() }, req: {} })

    const find = payload.db.find.bind(payload.db)
    const listed: string[] = []
    const spy = vi.spyOn(payload.db, 'find').mockImplementation((async (options: Parameters<Payload['db']['find']>[0]) => {
      const answer = await find(options)
      if (options.collection === CHANGES_COLLECTION) for (const doc of answer.docs) listed.push(String(doc.id))
      return answer
    }) as Payload['db']['find'])
    try {
      const next = await readRecords(payload, from, applied)
      expect(next.flatMap((record) => record.ids)).toEqual(['NEW 1'])
    } finally {
      spy.mockRestore()
    }
    expect(listed).not.toContain(String(old.id))
    expect(listed).not.toContain(String(minutesOld.id))
  })

  it('re-reads the products showing a changed or deleted media document, and only them', async () => {
    // Stored directly: the refresh reads media documents, it never needs their files.
    const image = await payload.db.create({
      collection: 'media',
      data: { alt: 'Suture pack', filename: 'suture-pack.png', mimeType: 'image/png', filesize: 100, width: 10, height: 10 },
    })
    const showing = imported.slice(10, 12)
    for (const product of showing) await payload.update({ collection: 'products', id: product.id, data: { images: [image.id] } })
    await catalogue(payload)

    const altered = await productsReadDuring(async () => {
      await payload.update({ collection: 'media', id: image.id, data: { alt: 'Suture pack of 12 foils' } })
      return catalogue(payload)
    })
    expect(new Set(altered.read)).toEqual(new Set(showing.map((product) => product.id)))
    for (const product of showing) expect(altered.result.productById.get(product.id)?.imageSet?.[0]?.alt).toBe('Suture pack of 12 foils')

    await payload.db.deleteOne({ collection: 'media', where: { id: { equals: image.id } }, req: {} })
    await payload.db.create({ collection: CHANGES_COLLECTION, data: { kind: 'media', ids: [image.id], at: Date.now() }, req: {} })
    invalidate(['catalogue'], 'another process')
    await vi.waitFor(
      async () => {
        const snapshot = await catalogue(payload)
        for (const product of showing) expect(snapshot.productById.get(product.id)?.images).toEqual([])
      },
      { timeout: 5_000 },
    )
  })

  it('re-reads the products carrying a changed GST rate', async () => {
    const fivePercent = (await payload.find({ collection: 'gst-rates', where: { rate: { equals: 5 } }, depth: 0 })).docs[0]
    const { read } = await productsReadDuring(async () => {
      await payload.update({ collection: 'gst-rates', id: fivePercent.id, data: { label: '5 % (medical devices)' } })
      return catalogue(payload)
    })
    const carrying = (await catalogue(payload)).products.filter((product) => product.gstRate === 5).map((product) => product._id)
    expect(carrying.length).toBeGreaterThan(0)
    expect(new Set(read)).toEqual(new Set(carrying))
  })

  it("gives a renamed category's products their new category name without reading them", async () => {
    const { result: snapshot, read } = await productsReadDuring(async () => {
      await payload.update({ collection: 'categories', id: categoryId, data: { name: 'Absorbable Sutures' } })
      return catalogue(payload)
    })
    expect(read).toEqual([])
    expect(snapshot.productById.get(imported[6].id)?.category.name).toBe('Absorbable Sutures')
    expect(snapshot.categories.map((category) => category.name)).toContain('Absorbable Sutures')
  })

  it('keeps the snapshot and its cached answers after a saved draft: the shop shows the published product', async () => {
    const before = await catalogue(payload)
    await cached('test:after-draft', ['catalogue'], async () => before.products.length)
    await payload.update({ collection: 'products', id: imported[7].id, draft: true, data: { name: 'Renamed in a draft' } })
    const after = await catalogue(payload)
    expect(after.productById.get(imported[7].id)?.name).toBe('Imported Suture 7')
    expect(after.products).toBe(before.products)
  })
})

describe("readers while another process's edit is refreshed", () => {
  /** An edit as another process leaves it: stored and recorded past this process's hooks, then its stamp read. */
  async function editElsewhere(product: Product, name: string, noticedAfterMs: number) {
    await payload.db.updateOne({ collection: 'products', id: product.id, data: { name } })
    await payload.db.create({ collection: CHANGES_COLLECTION, data: { kind: 'product', ids: [product.id], at: Date.now() }, req: {} })
    invalidate(['catalogue'], 'another process', Date.now() - noticedAfterMs)
  }

  it('answer from the previous snapshot while an edit noticed at once is refreshed, never from a mix', async () => {
    const before = await catalogue(payload)
    await editElsewhere(imported[21], 'Edited elsewhere just now', 0)
    const during = await catalogue(payload)
    expect(during).toBe(before)
    await vi.waitFor(
      async () => expect((await catalogue(payload)).productById.get(imported[21].id)?.name).toBe('Edited elsewhere just now'),
      { timeout: 5_000 },
    )
  })

  it('wait for the refresh when the edit was noticed late (an idle process), so no answer predates it by seconds', async () => {
    await catalogue(payload)
    await editElsewhere(imported[22], 'Edited elsewhere a while ago', 3_000)
    expect((await catalogue(payload)).productById.get(imported[22].id)?.name).toBe('Edited elsewhere a while ago')
  })
})

describe('the refresh that runs without an edit', () => {
  it('keeps the snapshot and the answers cached from it when nothing changed', async () => {
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now')
    try {
      // Past the stamp check's interval: this process reads the stamps its own edits above wrote, and catches up.
      clock.mockReturnValue(now + 1_000)
      const before = await catalogue(payload)
      await cached('test:catalogue-answer', ['catalogue'], async () => before.products.length)
      const entries = cacheSize()
      // The safety net starts a refresh after five minutes; a reader a few seconds later waits for it.
      clock.mockReturnValue(now + 6 * 60_000)
      await catalogue(payload)
      clock.mockReturnValue(now + 6 * 60_000 + 5_000)
      const after = await catalogue(payload)
      expect(after.products).toBe(before.products)
      expect(after.productById).toBe(before.productById)
      expect(cacheSize()).toBe(entries)
    } finally {
      clock.mockRestore()
    }
  })

  it('reads the catalogue whole after a pause longer than the records are kept', async () => {
    const product = imported[8]
    await catalogue(payload)
    await payload.db.updateOne({ collection: 'products', id: product.id, data: { name: 'Changed while away' } })
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now')
    try {
      clock.mockReturnValue(now + 25 * 60 * 60_000)
      await catalogue(payload)
      await vi.waitFor(async () => expect((await catalogue(payload)).productById.get(product.id)?.name).toBe('Changed while away'), {
        timeout: 10_000,
      })
    } finally {
      clock.mockRestore()
    }
  })
})
