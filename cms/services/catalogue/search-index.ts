import SearchableMap from 'minisearch/SearchableMap'
import type { Payload } from 'payload'

import type { ProductCard } from '../../contract/catalogue'
import { codeIndexOf, type CodeIndex } from './code-index'
import { catalogue, liveIndex, type CatalogueSnapshot } from './snapshot'

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

/** The products (by slot, see below) a word appears in, with its best field weight in each. */
type Postings = { products: number[]; weights: number[] }

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** A card's words with their best field weight. */
function weightedWords(card: ProductCard): Map<string, number> {
  const best = new Map<string, number>()
  const fields: [string | null, number][] = [
    [card.name, FIELD_WEIGHT.name],
    [card.genericName, FIELD_WEIGHT.genericName],
    [card.category.name, FIELD_WEIGHT.category],
  ]
  for (const [text, weight] of fields) {
    for (const word of wordsOf(text ?? '')) best.set(word, Math.max(best.get(word) ?? 0, weight))
  }
  return best
}

/** Whether two cards of a product give the same words. */
const sameWords = (held: ProductCard, card: ProductCard) =>
  held.name === card.name && held.genericName === card.genericName && held.category.name === card.category.name

/**
 * The search of a catalogue snapshot, patched in place by `replace` after an edit. Words of names, generic names and
 * categories sit in MiniSearch's radix tree (`SearchableMap`), which finds the words a query word begins and those one
 * typo away; each word's products are plain arrays, so scoring a query costs one pass over the products its words
 * appear in, also when a word such as "suture" appears in thousands. Products are numbered by slot: a product keeps
 * its slot while it stays in the catalogue, so an edit touches only the postings of the products it changed, and
 * `rank` gives each slot's place in catalogue order for ties. Codes come from the shared code index, so a code that
 * quick order resolves is a code that search finds.
 * Order: the product whose code equals the query; then products matching every query word (each as a word, a word's
 * beginning, or with one typo), by score, ties in catalogue order; then products whose codes begin with or contain
 * the query.
 */
export class PatchableSearch implements ProductSearch {
  private vocabulary = new SearchableMap<Postings>()
  private slotById = new Map<string, number>()
  private cardAt: (ProductCard | undefined)[] = []
  private freeSlots: number[] = []
  // Per-slot scratch arrays: a search runs synchronously, so searches never share them. Each search leaves them
  // zeroed again, touching only the products its words appear in.
  private rank = new Int32Array(0)
  private total = new Float64Array(0)
  private matched = new Uint8Array(0)
  private best = new Float64Array(0)

  constructor(
    snapshot: Pick<CatalogueSnapshot, 'cards'>,
    private codes: CodeIndex,
  ) {
    for (const card of snapshot.cards) this.add(card)
    this.order(snapshot.cards)
  }

  /**
   * Takes the cards of `changedIds` out and puts those they have in `next` in; a card whose words stayed (a price
   * edit) only takes the place of the old one.
   */
  replace(next: Pick<CatalogueSnapshot, 'cards' | 'cardById'>, changedIds: ReadonlySet<string>): void {
    const dropped = new Map<string, Set<number>>()
    const changed = new Set<string>()
    for (const id of changedIds) {
      const slot = this.slotById.get(id)
      if (slot === undefined) {
        changed.add(id)
        continue
      }
      const card = next.cardById.get(id)
      if (card && sameWords(this.cardAt[slot]!, card)) {
        this.cardAt[slot] = card
        continue
      }
      changed.add(id)
      for (const word of weightedWords(this.cardAt[slot]!).keys()) {
        const slots = dropped.get(word)
        if (slots) slots.add(slot)
        else dropped.set(word, new Set([slot]))
      }
      this.slotById.delete(id)
      this.cardAt[slot] = undefined
      this.freeSlots.push(slot)
    }
    for (const [word, slots] of dropped) {
      const postings = this.vocabulary.get(word)!
      const kept: Postings = { products: [], weights: [] }
      postings.products.forEach((slot, index) => {
        if (slots.has(slot)) return
        kept.products.push(slot)
        kept.weights.push(postings.weights[index])
      })
      if (kept.products.length > 0) this.vocabulary.set(word, kept)
      else this.vocabulary.delete(word)
    }
    for (const id of changed) {
      const card = next.cardById.get(id)
      if (card) this.add(card)
    }
    this.order(next.cards)
  }

  search(query: string, limit: number): ProductCard[] {
    const words = wordsOf(query).slice(0, MAX_WORDS)
    if (query.trim() === '') return []
    const exactCode = this.codes.lookup(query)
    const slots = new Set<number>()
    const add = (slot: number | undefined) => slot !== undefined && slots.size < limit && slots.add(slot)
    if (exactCode) add(this.slotById.get(exactCode.productId))
    if (words.length > 0) for (const slot of this.wordMatches(words, limit)) add(slot)
    if (slots.size < limit) for (const match of this.codes.search(query, limit)) add(this.slotById.get(match.productId))
    return [...slots].map((slot) => this.cardAt[slot]!)
  }

  private add(card: ProductCard): void {
    const slot = this.freeSlots.pop() ?? this.cardAt.length
    this.slotById.set(card._id, slot)
    this.cardAt[slot] = card
    for (const [word, weight] of weightedWords(card)) {
      const postings = this.vocabulary.get(word)
      if (postings) {
        postings.products.push(slot)
        postings.weights.push(weight)
      } else this.vocabulary.set(word, { products: [slot], weights: [weight] })
    }
  }

  /** Each slot's place in catalogue order, and scratch arrays as long as the slots. */
  private order(cards: ProductCard[]): void {
    const slots = this.cardAt.length
    if (this.rank.length < slots) {
      this.rank = new Int32Array(slots)
      this.total = new Float64Array(slots)
      this.matched = new Uint8Array(slots)
      this.best = new Float64Array(slots)
    }
    cards.forEach((card, position) => (this.rank[this.slotById.get(card._id)!] = position))
  }

  /** For one query word: the best score each product gets from the words it matches. */
  private scoreWord(word: string, last: boolean, into: Float64Array, touched: number[]): void {
    const matches = new Map<Postings, number>()
    const consider = (postings: Postings, weight: number) => matches.set(postings, Math.max(matches.get(postings) ?? 0, weight))
    if (last || word.length >= PREFIX_FROM_LENGTH) {
      for (const [key, postings] of this.vocabulary.atPrefix(word))
        consider(postings, key === word ? MATCH_WEIGHT.exact : MATCH_WEIGHT.prefix)
    } else {
      const postings = this.vocabulary.get(word)
      if (postings) consider(postings, MATCH_WEIGHT.exact)
    }
    if (word.length >= TYPO_FROM_LENGTH && /^[a-z]+$/.test(word)) {
      for (const [postings, distance] of this.vocabulary.fuzzyGet(word, 1).values()) if (distance > 0) consider(postings, MATCH_WEIGHT.typo)
    }
    for (const [postings, matchWeight] of matches) {
      postings.products.forEach((slot, index) => {
        const score = postings.weights[index] * matchWeight
        if (into[slot] === 0) touched.push(slot)
        if (score > into[slot]) into[slot] = score
      })
    }
  }

  /** Slots of the products matching every word, best first, at most `limit`. */
  private wordMatches(words: string[], limit: number): number[] {
    const { total, matched, best, rank } = this
    let candidates: number[] = []
    words.forEach((word, index) => {
      const touched: number[] = []
      this.scoreWord(word, index === words.length - 1, best, touched)
      for (const slot of touched) {
        if (matched[slot] === index) {
          matched[slot] = index + 1
          total[slot] += best[slot]
        }
        best[slot] = 0
      }
      // Only products matching the first word can match every word.
      if (index === 0) candidates = touched
    })
    const found = candidates.filter((slot) => matched[slot] === words.length)
    found.sort((a, b) => total[b] - total[a] || rank[a] - rank[b])
    for (const slot of candidates) {
      matched[slot] = 0
      total[slot] = 0
    }
    return found.slice(0, limit)
  }
}

/** The search of a snapshot, built whole (tests, and the first use in a process). */
export function buildProductSearch(snapshot: Pick<CatalogueSnapshot, 'cards'>, codes: CodeIndex): ProductSearch {
  return new PatchableSearch(snapshot, codes)
}

/** The product search of the catalogue: built on first use, then patched at every edit. */
const searchOf = liveIndex<PatchableSearch>(
  'search',
  (snapshot) => new PatchableSearch(snapshot, codeIndexOf(snapshot)),
  (search, next, changedIds) => search.replace(next, changedIds),
)

/** The product search of the current catalogue. */
export async function productSearch(payload: Payload): Promise<ProductSearch> {
  return searchOf(await catalogue(payload))
}
