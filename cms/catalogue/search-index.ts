import MiniSearch from 'minisearch'
import type { Payload } from 'payload'

import type { ProductCard } from '../contract/catalogue'
import { codeIndex, type CodeIndex } from './code-index'
import { catalogue, type CatalogueSnapshot } from './snapshot'

/** Ranks the published catalogue for a buyer's query (GET /product/search). */
export type ProductSearch = { search(query: string, limit: number): ProductCard[] }

type Document = { id: string; name: string; genericName: string; category: string }

/** Name matters most, then the generic name, then the category. */
const BOOST = { name: 3, genericName: 2, category: 1 }
/** Words shorter than this are matched exactly or as a beginning: one typo in "pg" or "silk" would match too much. */
const FUZZY_FROM_LENGTH = 4
/** Query words searched (the rest is ignored), as in the code index's normalisation limits. */
const MAX_WORDS = 10

const searchOptions = {
  boost: BOOST,
  prefix: true,
  fuzzy: (term: string) => (term.length >= FUZZY_FROM_LENGTH ? 1 : 0),
  combineWith: 'AND' as const,
}

/**
 * Builds the search of one catalogue snapshot: an in-memory MiniSearch index of names, generic names and categories,
 * and the shared code index for codes, so a code that quick order resolves is a code that search finds.
 * Order: products with a code equal to the query, then word matches by score (every word must match, each as a
 * word, its beginning, or with one typo), then products whose codes start with or contain the query.
 */
export function buildProductSearch(snapshot: Pick<CatalogueSnapshot, 'cards'>, codes: CodeIndex): ProductSearch {
  const cardById = new Map(snapshot.cards.map((card) => [card._id, card]))
  const words = new MiniSearch<Document>({ fields: ['name', 'genericName', 'category'], searchOptions })
  words.addAll(
    snapshot.cards.map((card) => ({ id: card._id, name: card.name, genericName: card.genericName ?? '', category: card.category.name })),
  )

  return {
    search(query, limit) {
      const text = query.trim().split(/\s+/).slice(0, MAX_WORDS).join(' ')
      if (text === '') return []
      const exactCode = codes.lookup(text)
      const ids = new Set<string>(exactCode ? [exactCode.productId] : [])
      for (const hit of words.search(text)) {
        if (ids.size >= limit) break
        ids.add(hit.id as string)
      }
      if (ids.size < limit) for (const match of codes.search(text, limit)) ids.add(match.productId)
      return [...ids]
        .slice(0, limit)
        .flatMap((id) => cardById.get(id) ?? [])
    },
  }
}

/** One search per snapshot: a catalogue edit replaces the snapshot (services/cache), and with it the index. */
const searches = new WeakMap<CatalogueSnapshot, ProductSearch>()

/** The product search of the current catalogue, built on first use after each catalogue edit. */
export async function productSearch(payload: Payload): Promise<ProductSearch> {
  const [snapshot, codes] = await Promise.all([catalogue(payload), codeIndex(payload)])
  let search = searches.get(snapshot)
  if (!search) {
    search = buildProductSearch(snapshot, codes)
    searches.set(snapshot, search)
  }
  return search
}
