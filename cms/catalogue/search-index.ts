import SearchableMap from 'minisearch/SearchableMap'
import type { Payload } from 'payload'

import type { ProductCard } from '../contract/catalogue'
import { codeIndexOf, type CodeIndex } from './code-index'
import { catalogue, type CatalogueSnapshot } from './snapshot'

/** Ranks the published catalogue for a buyer's query (GET /product/search). */
export type ProductSearch = { search(query: string, limit: number): ProductCard[] }

/** Where a word appears: name counts most, then the generic name, then the category. */
const FIELD_WEIGHT = { name: 3, genericName: 2, category: 1 }
/** How much a word counts when it is the query word itself, a word it begins, or the word with one typo. */
const MATCH_WEIGHT = { exact: 1, prefix: 0.6, typo: 0.5 }
/** Earlier words of the query match as beginnings from this length on ("poly brai" finds "Polyglactin Braided"). */
const PREFIX_FROM_LENGTH = 3
/** Words shorter than this must be spelt right: one typo in "pg" or "silk" would match too much. */
const TYPO_FROM_LENGTH = 4
/** Query words searched; the rest is ignored. */
const MAX_WORDS = 10

/** The products (by position in the catalogue) a word appears in, with its best field weight in each. */
type Postings = { products: number[]; weights: number[] }

const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)

/**
 * Builds the search of one catalogue snapshot. Words of names, generic names and categories sit in MiniSearch's radix
 * tree (`SearchableMap`), which finds the words a query word begins and those one typo away; each word's products
 * are plain arrays, so scoring a query costs one pass over the products its words appear in, also when a word such
 * as "suture" appears in thousands. Codes come from the shared code index, so a code that quick order resolves is a
 * code that search finds.
 * Order: the product whose code equals the query; then products matching every query word (each as a word, a word's
 * beginning, or with one typo), by score, ties in catalogue order; then products whose codes begin with or contain
 * the query.
 */
export function buildProductSearch(snapshot: Pick<CatalogueSnapshot, 'cards'>, codes: CodeIndex): ProductSearch {
  const { cards } = snapshot
  const positionById = new Map(cards.map((card, position) => [card._id, position]))
  const vocabulary = new SearchableMap<Postings>()
  cards.forEach((card, position) => {
    const best = new Map<string, number>()
    const fields: [string | null, number][] = [
      [card.name, FIELD_WEIGHT.name],
      [card.genericName, FIELD_WEIGHT.genericName],
      [card.category.name, FIELD_WEIGHT.category],
    ]
    for (const [text, weight] of fields) {
      for (const word of wordsOf(text ?? '')) best.set(word, Math.max(best.get(word) ?? 0, weight))
    }
    for (const [word, weight] of best) {
      const postings = vocabulary.get(word) ?? { products: [], weights: [] }
      postings.products.push(position)
      postings.weights.push(weight)
      vocabulary.set(word, postings)
    }
  })

  /** For one query word: the best score each product gets from the words it matches. */
  function scoreWord(word: string, last: boolean, into: Float64Array, touched: number[]): void {
    const matches = new Map<Postings, number>()
    const consider = (postings: Postings, weight: number) => matches.set(postings, Math.max(matches.get(postings) ?? 0, weight))
    if (last || word.length >= PREFIX_FROM_LENGTH) {
      for (const [key, postings] of vocabulary.atPrefix(word)) consider(postings, key === word ? MATCH_WEIGHT.exact : MATCH_WEIGHT.prefix)
    } else {
      const postings = vocabulary.get(word)
      if (postings) consider(postings, MATCH_WEIGHT.exact)
    }
    if (word.length >= TYPO_FROM_LENGTH && /^[a-z]+$/.test(word)) {
      for (const [postings, distance] of vocabulary.fuzzyGet(word, 1).values()) if (distance > 0) consider(postings, MATCH_WEIGHT.typo)
    }
    for (const [postings, matchWeight] of matches) {
      postings.products.forEach((position, index) => {
        const score = postings.weights[index] * matchWeight
        if (into[position] === 0) touched.push(position)
        if (score > into[position]) into[position] = score
      })
    }
  }

  // Per-product scratch arrays, allocated once per index: a search runs synchronously, so searches never share them.
  // Each search leaves them zeroed again, touching only the products its words appear in.
  const total = new Float64Array(cards.length)
  const matched = new Uint8Array(cards.length)
  const best = new Float64Array(cards.length)

  /** Positions of the products matching every word, best first, at most `limit`. */
  function wordMatches(words: string[], limit: number): number[] {
    let candidates: number[] = []
    words.forEach((word, index) => {
      const touched: number[] = []
      scoreWord(word, index === words.length - 1, best, touched)
      for (const position of touched) {
        if (matched[position] === index) {
          matched[position] = index + 1
          total[position] += best[position]
        }
        best[position] = 0
      }
      // Only products matching the first word can match every word.
      if (index === 0) candidates = touched
    })
    const found = candidates.filter((position) => matched[position] === words.length)
    found.sort((a, b) => total[b] - total[a] || a - b)
    for (const position of candidates) {
      matched[position] = 0
      total[position] = 0
    }
    return found.slice(0, limit)
  }

  return {
    search(query, limit) {
      const words = wordsOf(query).slice(0, MAX_WORDS)
      if (query.trim() === '') return []
      const exactCode = codes.lookup(query)
      const positions = new Set<number>()
      const add = (position: number | undefined) => position !== undefined && positions.size < limit && positions.add(position)
      if (exactCode) add(positionById.get(exactCode.productId))
      if (words.length > 0) for (const position of wordMatches(words, limit)) add(position)
      if (positions.size < limit) for (const match of codes.search(query, limit)) add(positionById.get(match.productId))
      return [...positions].map((position) => cards[position])
    },
  }
}

/** One search per snapshot: a catalogue edit replaces the snapshot (services/cache), and with it the index. */
const searches = new WeakMap<CatalogueSnapshot, ProductSearch>()

/** The product search of the current catalogue, built on first use after each catalogue edit. */
export async function productSearch(payload: Payload): Promise<ProductSearch> {
  const snapshot = await catalogue(payload)
  let search = searches.get(snapshot)
  if (!search) {
    search = buildProductSearch(snapshot, codeIndexOf(snapshot))
    searches.set(snapshot, search)
  }
  return search
}
