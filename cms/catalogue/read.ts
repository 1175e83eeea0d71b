import type { Payload, Where } from 'payload'

import type { Category } from '../contract/catalogue'
import type { Product } from '../payload-types'
import { toCategory } from '../services/serialize'
import { categoryRefs, entryOf, type CatalogueChange, type CatalogueSnapshot, type Entry, type ValuePool } from './assemble'
import { readWindow, stampOf } from './window'

/** Products read per query: one query for 10,000 products holds every row of every nested table in memory at once. */
const LOAD_PAGE_SIZE = 500

/**
 * How far before the previous read a product's `updatedAt` may lie and still be missing from it. `updatedAt` is set
 * when the edit starts, the edit becomes visible at its commit (the cache waits up to 30 s for it), and servers'
 * clocks differ a little: products edited in this window are read again, which costs little because few are.
 */
export const REREAD_WINDOW_MS = 60_000

const PUBLISHED: Where = { _status: { equals: 'published' } }

export async function readCategories(payload: Payload): Promise<Category[]> {
  const { docs } = await payload.find({ collection: 'categories', depth: 1, pagination: false, sort: ['displayOrder', 'name'], overrideAccess: true })
  return docs.map(toCategory)
}

/**
 * Published products matching `where` with their category and images (main documents, never drafts), page by page,
 * each page turned into entries before the next is read, so a read of the whole catalogue holds one page of stored
 * documents at a time.
 */
async function readProducts(payload: Payload, where: Where, toEntry: (doc: Product) => Entry): Promise<Entry[]> {
  const entries: Entry[] = []
  const seen = new Set<string>()
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'products',
      depth: 1,
      page,
      limit: LOAD_PAGE_SIZE,
      sort: ['name', 'id'],
      draft: false,
      where: { and: [PUBLISHED, where] },
      overrideAccess: true,
    })
    for (const doc of docs) {
      // An edit between two pages may move a product across them.
      if (seen.has(doc.id)) continue
      seen.add(doc.id)
      entries.push(toEntry(doc))
    }
    if (!hasNextPage) return entries
  }
}

/** Every category and every published product. */
export async function readWholeCatalogue(payload: Payload, pool: ValuePool, empty: CatalogueSnapshot): Promise<CatalogueChange> {
  const categories = await readCategories(payload)
  const refs = categoryRefs(categories, empty)
  const media = new Map<string, string>()
  const changed = await readProducts(payload, {}, (doc) => {
    noteMedia(doc, media)
    return entryOf(doc, refs, pool)
  })
  return { categories, changed, removed: [], media }
}

/** Ids per query when products are read by id. */
const IDS_PER_QUERY = 500

/** Notes the `updatedAt` of the media documents a product read at depth 1 shows. */
function noteMedia(doc: Product, media: Map<string, string>): void {
  for (const image of doc.images ?? []) {
    if (typeof image !== 'object' || image === null) continue
    const stamp = stampOf(image.updatedAt)
    if (stamp !== null) media.set(String(image.id), stamp)
  }
}

/**
 * Published products whose media documents (alt text, file) changed since `held` was read: only media updated in the
 * window that held answers show, with another `updatedAt` than they were read with. After a bulk import the window
 * holds the images thousands of products show, unchanged, and images no product shows (categories, blog). A product
 * that starts showing an image is itself updated, so the window finds it.
 */
async function showingChangedMedia(payload: Payload, held: CatalogueSnapshot, after: string): Promise<string[]> {
  const media = await payload.find({
    collection: 'media',
    depth: 0,
    pagination: false,
    select: { updatedAt: true },
    where: { updatedAt: { greater_than_equal: after } },
    overrideAccess: true,
  })
  const changed = media.docs.filter((doc) => {
    const shown = held.mediaStamps.get(String(doc.id))
    return shown !== undefined && shown !== stampOf(doc.updatedAt)
  })
  if (changed.length === 0) return []
  const showing = await payload.find({
    collection: 'products',
    depth: 0,
    pagination: false,
    draft: false,
    select: { _status: true },
    where: { and: [PUBLISHED, { images: { in: changed.map((doc) => doc.id) } }] },
    overrideAccess: true,
  })
  return showing.docs.map((doc) => doc.id)
}

/**
 * What changed since `held` was read (its product read began at `since`): every category (a few, cheap, and a
 * rename changes many products' answers); products updated in the window before `since` or later that the held
 * snapshot does not have as they are (`readWindow`); products showing a media document changed since (new alt text or
 * file); and, when the number of published products does not add up, the slugs and then the ids of all published
 * products, which tell deletions and any product the window missed.
 */
export async function readChanges(payload: Payload, held: CatalogueSnapshot, since: number, pool: ValuePool): Promise<CatalogueChange> {
  const categories = await readCategories(payload)
  const refs = categoryRefs(categories, held)
  const media = new Map<string, string>()
  const toEntry = (doc: Product) => {
    noteMedia(doc, media)
    return entryOf(doc, refs, pool)
  }
  const after = new Date(since - REREAD_WINDOW_MS).toISOString()
  const { removed, toRead, recheck } = await readWindow(payload, held, after)
  for (const id of await showingChangedMedia(payload, held, after)) toRead.add(id)

  const expected = new Set(held.productById.keys())
  for (const id of removed) expected.delete(id)
  for (const id of toRead) expected.add(id)
  const { totalDocs } = await payload.count({ collection: 'products', where: PUBLISHED, overrideAccess: true })
  if (totalDocs !== expected.size) {
    // Slugs are unique and read as one column (findDistinct), ids only with whole documents, which takes seconds at
    // 10,000 products: a held product whose slug is gone was deleted, unless the window read it again.
    const slugs = await publishedSlugs(payload)
    for (const id of expected) if (!toRead.has(id) && !slugs.has(held.productById.get(id)?.slug ?? '')) removed.add(id)
    for (const id of removed) expected.delete(id)
    if (totalDocs !== expected.size) {
      const { docs } = await payload.find({ collection: 'products', depth: 0, pagination: false, draft: false, select: { _status: true }, where: PUBLISHED, overrideAccess: true })
      const ids = new Set(docs.map((doc) => doc.id))
      for (const id of expected) if (!ids.has(id)) removed.add(id)
      for (const id of ids) if (!expected.has(id)) toRead.add(id)
    }
  }
  for (const id of recheck) if (!removed.has(id)) toRead.add(id)
  const changed = await readPublishedByIds(payload, [...toRead], toEntry)
  // Unpublished or deleted between the queries above and this read.
  const read = new Set(changed.map((entry) => entry.answer._id))
  for (const id of toRead) if (!read.has(id) && held.productById.has(id)) removed.add(id)
  return { categories, changed, removed, media }
}

async function publishedSlugs(payload: Payload): Promise<Set<string>> {
  const slugs = new Set<string>()
  for (let page = 1; ; page += 1) {
    const { values, hasNextPage } = await payload.findDistinct({ collection: 'products', field: 'slug', where: PUBLISHED, limit: 5_000, page, overrideAccess: true })
    for (const value of values) if (typeof value.slug === 'string') slugs.add(value.slug)
    if (!hasNextPage) return slugs
  }
}

async function readPublishedByIds(payload: Payload, ids: string[], toEntry: (doc: Product) => Entry): Promise<Entry[]> {
  const entries: Entry[] = []
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    entries.push(...(await readProducts(payload, { id: { in: ids.slice(start, start + IDS_PER_QUERY) } }, toEntry)))
  }
  return entries
}
