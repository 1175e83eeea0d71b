import type { Payload, Where } from 'payload'

import type { Category } from '../../contract/catalogue'
import type { Product } from '../../payload-types'
import { toCategory } from '../serialize'
import { categoryRefs, entryOf, type CatalogueChange, type CatalogueSnapshot, type Entry, type ValuePool } from './assemble'
import type { Wanted } from './changes'

/** Products read per query: one query for 10,000 products holds every row of every nested table in memory at once. */
const LOAD_PAGE_SIZE = 500

const PUBLISHED: Where = { _status: { equals: 'published' } }

export async function readCategories(payload: Payload): Promise<Category[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    depth: 1,
    pagination: false,
    sort: ['displayOrder', 'name'],
    overrideAccess: true,
  })
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
  const changed = await readProducts(payload, {}, (doc) => entryOf(doc, refs, pool))
  return { categories, changed, removed: [] }
}

/** Ids per query when products are read by id. */
const IDS_PER_QUERY = 500

/**
 * The products the change records ask to read again: those named, those showing a changed media document (alt text,
 * file, deletion) and those carrying a changed GST rate.
 */
export function productsToRead(held: CatalogueSnapshot, wanted: Wanted): Set<string> {
  const ids = new Set(wanted.products)
  if (wanted.media.size > 0) {
    for (const [id, media] of held.mediaOf) if (media.some((mediaId) => wanted.media.has(mediaId))) ids.add(id)
  }
  if (wanted.gstRates.size > 0) {
    for (const answer of held.products) if (answer.gstRate !== null && wanted.gstRates.has(String(answer.gstRate))) ids.add(answer._id)
  }
  return ids
}

/**
 * What the change records ask of `held`: the categories again when one changed (a rename gives its products new
 * answers), and the products `ids` (`productsToRead`) read whole; the ones no longer published are removed.
 */
export async function readWanted(
  payload: Payload,
  held: CatalogueSnapshot,
  wanted: Wanted,
  ids: ReadonlySet<string>,
  pool: ValuePool,
): Promise<CatalogueChange> {
  const categories = wanted.categories ? await readCategories(payload) : held.categories
  const refs = categoryRefs(categories, held)
  const changed: Entry[] = []
  const toRead = [...ids]
  for (let start = 0; start < toRead.length; start += IDS_PER_QUERY) {
    const where: Where = { id: { in: toRead.slice(start, start + IDS_PER_QUERY) } }
    changed.push(...(await readProducts(payload, where, (doc) => entryOf(doc, refs, pool))))
  }
  const read = new Set(changed.map((entry) => entry.answer._id))
  const removed = toRead.filter((id) => !read.has(id) && held.productById.has(id))
  return { categories, changed, removed }
}
