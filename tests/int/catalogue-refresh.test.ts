import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { EMPTY_SNAPSHOT, ValuePool, patchSnapshot, type CatalogueSnapshot } from '../../cms/catalogue/assemble'
import { readChanges, readWholeCatalogue } from '../../cms/catalogue/read'
import { catalogue } from '../../cms/catalogue/snapshot'
import type { Product } from '../../cms/payload-types'
import { cacheSize, cached } from '../../cms/services/cache'
import { freshPayload } from '../helpers/local-payload'

let payload: Payload
let cleanup: () => Promise<void>
let categoryId: string
const imported: Product[] = []

/** Products as a bulk import leaves them: many, all updated within the last minute (the refresh's re-read window). */
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
          _status: 'published',
          variants: [{ size: 'General', codes: [{ shortCode: `IS ${n}`, originalPrice: 50_000, discountedPrice: 40_000 }] }],
        },
      }),
    )
  }
})
afterAll(() => cleanup())

/** The snapshot as a process holds it now, and when its read began. */
async function holdNow(): Promise<{ held: CatalogueSnapshot; since: number }> {
  const since = Date.now()
  const { snapshot } = patchSnapshot(EMPTY_SNAPSHOT, await readWholeCatalogue(payload, new ValuePool(), EMPTY_SNAPSHOT))
  return { held: snapshot, since }
}

/** `run`'s result, the number of product documents Payload's `find` returned meanwhile (ids or whole), and their ids. */
async function countingProductRows<T>(run: () => Promise<T>): Promise<{ result: T; rows: number; read: Set<string> }> {
  const find = payload.find.bind(payload)
  let rows = 0
  const read = new Set<string>()
  const spy = vi.spyOn(payload, 'find').mockImplementation((async (options: Parameters<Payload['find']>[0]) => {
    const answer = await find(options)
    if (options.collection === 'products') {
      rows += answer.docs.length
      for (const doc of answer.docs) read.add(String(doc.id))
    }
    return answer
  }) as never)
  try {
    return { result: await run(), rows, read }
  } finally {
    spy.mockRestore()
  }
}

const setPrice = (product: Product, paise: number) =>
  payload.update({
    collection: 'products',
    id: product.id,
    data: { variants: [{ size: 'General', codes: [{ shortCode: product.variants![0].codes![0].shortCode, originalPrice: 50_000, discountedPrice: paise }] }] },
  })

/** Sets `updatedAt` as stored, past Payload's hooks (which stamp every update with the time). */
const stampAs = (product: Product, updatedAt: string) => payload.db.updateOne({ collection: 'products', id: product.id, data: { updatedAt } })

const priceIn = (change: Awaited<ReturnType<typeof readChanges>>, id: string) =>
  change.changed.find((entry) => entry.answer._id === id)?.price.variants[0].codes[0].discountedPrice

describe('refreshing the catalogue after a bulk import', () => {
  it('reads no product when nothing in the window differs from the held snapshot', async () => {
    const { held, since } = await holdNow()
    expect(held.products).toHaveLength(IMPORTED)
    const { result, rows } = await countingProductRows(() => readChanges(payload, held, since, new ValuePool()))
    expect(result.changed).toEqual([])
    expect([...result.removed]).toEqual([])
    expect(rows).toBe(0)
  })

  it('reads only what an edit, an unpublishing and a deletion touched', async () => {
    const { held, since } = await holdNow()
    const [edited, unpublished, deleted] = imported.slice(0, 3)
    await setPrice(edited, 30_000)
    await payload.update({ collection: 'products', id: unpublished.id, data: { _status: 'draft' } })
    await payload.delete({ collection: 'products', id: deleted.id })
    const { result, rows } = await countingProductRows(() => readChanges(payload, held, since, new ValuePool()))
    expect(result.changed.map((entry) => entry.answer._id)).toEqual([edited.id])
    expect(priceIn(result, edited.id)).toBe(30_000)
    expect(new Set(result.removed)).toEqual(new Set([unpublished.id, deleted.id]))
    expect(rows).toBeLessThan(10)
  })

  // An edit stamped in the very millisecond of a held product in the window: from a product in the window (its own
  // value leaves it) and from one last edited before the window (the window grows by one).
  it.each([
    { from: 'the window', edited: 3, other: 4, before: null },
    { from: 'before the window', edited: 5, other: 6, before: '2020-01-01T00:00:00.000Z' },
  ])('finds an edit of a product from $from stamped as another held product', async ({ edited, other, before }) => {
    if (before) await stampAs(imported[edited], before)
    const { held, since } = await holdNow()
    await setPrice(imported[edited], 31_000 + edited)
    await stampAs(imported[edited], held.productById.get(imported[other].id)!.updatedAt!)
    const result = await readChanges(payload, held, since, new ValuePool())
    expect(priceIn(result, imported[edited].id)).toBe(31_000 + edited)
  })

  it('re-reads the products showing a media document changed since, none for media unchanged since the import', async () => {
    // Stored directly: the refresh reads media documents, it never needs their files.
    const image = await payload.db.create({
      collection: 'media',
      data: { alt: 'Suture pack', filename: 'suture-pack.png', mimeType: 'image/png', filesize: 100, width: 10, height: 10 },
    })
    const showing = imported.slice(10, 12)
    for (const product of showing) await payload.update({ collection: 'products', id: product.id, data: { images: [image.id] } })
    const { held, since } = await holdNow()
    const unchanged = await countingProductRows(() => readChanges(payload, held, since, new ValuePool()))
    expect(unchanged.result.changed).toEqual([])
    for (const product of showing) expect(unchanged.read.has(product.id)).toBe(false)

    await payload.update({ collection: 'media', id: image.id, data: { alt: 'Suture pack of 12 foils' } })
    const { result } = await countingProductRows(() => readChanges(payload, held, since, new ValuePool()))
    expect(result.changed.map((entry) => [entry.answer._id, entry.answer.imageSet?.[0]?.alt]).sort()).toEqual(
      showing.map((product) => [product.id, 'Suture pack of 12 foils']).sort(),
    )
  })

  it('does not read a saved draft: the shop shows the published product until it is published', async () => {
    const { held, since } = await holdNow()
    await payload.update({ collection: 'products', id: imported[7].id, draft: true, data: { name: 'Renamed in a draft' } })
    const { result, read } = await countingProductRows(() => readChanges(payload, held, since, new ValuePool()))
    expect(result.changed).toEqual([])
    expect([...result.removed]).toEqual([])
    expect(read.has(imported[7].id)).toBe(false)
  })
})

describe('the refresh that runs without an edit', () => {
  it('keeps the snapshot and the answers cached from it when nothing changed', async () => {
    const before = await catalogue(payload)
    await cached('test:catalogue-answer', ['catalogue'], async () => before.products.length)
    const entries = cacheSize()
    const now = Date.now()
    const clock = vi.spyOn(Date, 'now')
    try {
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
})
