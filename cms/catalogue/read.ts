import type { Payload, Where } from 'payload'

import type { Category } from '../contract/catalogue'
import type { Product } from '../payload-types'
import { toCategory } from '../services/serialize'
import { categoryRefs, entryOf, type CatalogueChange, type CatalogueSnapshot, type Entry, type ValuePool } from './assemble'

/** Products read per query: one query for 10,000 products holds every row of every nested table in memory at once. */
const LOAD_PAGE_SIZE = 500

/**
 * How far before the previous read a product's `updatedAt` may lie and still be missing from it. `updatedAt` is set
 * when the edit starts, the edit becomes visible at its commit (the cache waits up to 30 s for it), and servers'
 * clocks differ a little: products edited in this window are read again, which costs little because few are.
 */
export const REREAD_WINDOW_MS = 60_000

export async function readCategories(payload: Payload): Promise<Category[]> {
  const { docs } = await payload.find({ collection: 'categories', depth: 1, pagination: false, sort: ['displayOrder', 'name'], overrideAccess: true })
  return docs.map(toCategory)
}

/**
 * Products matching `where` with their category and images (main documents, never drafts), page by page, each page
 * turned into entries (published ones) and ids of unpublished ones before the next is read, so a read of the whole
 * catalogue holds one page of stored documents at a time.
 */
async function readProducts(payload: Payload, where: Where, toEntry: (doc: Product) => Entry): Promise<{ published: Entry[]; unpublished: string[] }> {
  const published: Entry[] = []
  const unpublished: string[] = []
  const seen = new Set<string>()
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'products',
      depth: 1,
      page,
      limit: LOAD_PAGE_SIZE,
      sort: ['name', 'id'],
      draft: false,
      where,
      overrideAccess: true,
    })
    for (const doc of docs) {
      // An edit between two pages may move a product across them.
      if (seen.has(doc.id)) continue
      seen.add(doc.id)
      if (doc._status === 'published') published.push(toEntry(doc))
      else unpublished.push(doc.id)
    }
    if (!hasNextPage) return { published, unpublished }
  }
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Every category and every published product. */
export async function readWholeCatalogue(payload: Payload, pool: ValuePool, empty: CatalogueSnapshot): Promise<CatalogueChange> {
  const categories = await readCategories(payload)
  const refs = categoryRefs(categories, empty)
  const { published } = await readProducts(payload, PUBLISHED, (doc) => entryOf(doc, refs, pool))
  return { categories, changed: published, removed: [] }
}

/**
 * What changed since `held` was read (its product read began at `since`): every category (a few, cheap, and a
 * rename changes many products' answers); products updated in the window before `since` or later, published or not
 * (unpublishing is an update); products showing a media document updated since (new alt text or file); and, when the
 * number of published products does not add up, the ids of all published products, which tell deletions and any
 * product the window missed.
 */
export async function readChanges(payload: Payload, held: CatalogueSnapshot, since: number, pool: ValuePool): Promise<CatalogueChange> {
  const categories = await readCategories(payload)
  const refs = categoryRefs(categories, held)
  const toEntry = (doc: Product) => entryOf(doc, refs, pool)
  const after = new Date(since - REREAD_WINDOW_MS).toISOString()
  const media = await payload.find({
    collection: 'media',
    depth: 0,
    pagination: false,
    select: { alt: true },
    where: { updatedAt: { greater_than_equal: after } },
    overrideAccess: true,
  })
  const recent: Where[] = [{ updatedAt: { greater_than_equal: after } }]
  if (media.docs.length > 0) recent.push({ images: { in: media.docs.map((doc) => doc.id) } })
  const { published, unpublished } = await readProducts(payload, { or: recent }, toEntry)

  const removed = new Set(unpublished.filter((id) => held.productById.has(id)))
  const expected = new Set(held.productById.keys())
  for (const id of removed) expected.delete(id)
  for (const entry of published) expected.add(entry.answer._id)
  const { totalDocs } = await payload.count({ collection: 'products', where: PUBLISHED, overrideAccess: true })
  if (totalDocs !== expected.size) {
    const { docs } = await payload.find({ collection: 'products', depth: 0, pagination: false, draft: false, select: { _status: true }, where: PUBLISHED, overrideAccess: true })
    const ids = new Set(docs.map((doc) => doc.id))
    for (const id of expected) if (!ids.has(id)) removed.add(id)
    const missing = [...ids].filter((id) => !expected.has(id))
    if (missing.length > 0) published.push(...(await readProducts(payload, { and: [PUBLISHED, { id: { in: missing } }] }, toEntry)).published)
  }
  return { categories, changed: published, removed }
}
