import type { Payload } from 'payload'

import type { Paise, Tier } from '../../contract/pricing'
import { CodeSearch } from './code-search'
import { catalogue, liveIndex, type CatalogueSnapshot } from './snapshot'

/** One catalogue code of a published product, with what a buyer needs to order it. Prices in paise. */
export type CodeMatch = {
  productId: string
  productName: string
  genericName: string | null
  slug: string
  category: { name: string; slug: string }
  image: string | null
  size: string
  shortCode: string
  fullCode: string | null
  originalPrice: Paise
  discountedPrice: Paise
  /** What the buyer's price depends on beyond "Our price": the category (price lists), tiers and pack rule. */
  categoryId: string
  tiers: Tier[]
  minQuantity: number | null
  multipleOf: number | null
}

/**
 * Every code of the published catalogue, looked up the way buyers type codes. The quick-order resolver
 * (`POST /product/codes`) and product search both read this one index, so a code one finds the other finds too.
 */
export type CodeIndex = {
  /** The code a buyer typed (short or full, any case, spaces and punctuation ignored), or undefined. */
  lookup(code: string): CodeMatch | undefined
  /**
   * Codes whose short or full code contains `fragment` (normalised as in `lookup`): exact matches first, then codes
   * starting with it, then the rest, each group in catalogue order; at most `limit`. An empty fragment matches nothing.
   */
  search(fragment: string, limit?: number): CodeMatch[]
  /** How many codes the index holds. */
  size: number
}

/** Letters and digits only, lowercased: "NS 3501", "ns-3501" and "NS3501" are one code. */
export function normaliseCode(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '')
}

type Row = { match: CodeMatch; short: string; full: string; position: number }

/** The rows of one product's codes, with the fields a match shows from its answer. */
function rowsOf(snapshot: Pick<CatalogueSnapshot, 'productById' | 'priceList'>, id: string): Row[] {
  const answer = snapshot.productById.get(id)
  const price = snapshot.priceList.get(id)
  if (!answer || !price) return []
  const rows: Row[] = []
  for (const variant of price.variants) {
    for (const code of variant.codes) {
      if (typeof code.originalPrice !== 'number' || typeof code.discountedPrice !== 'number') continue
      rows.push({
        match: {
          productId: id,
          productName: answer.name,
          genericName: answer.genericName,
          slug: answer.slug,
          category: answer.category,
          image: answer.image,
          size: variant.size,
          shortCode: code.shortCode,
          fullCode: code.fullCode,
          originalPrice: code.originalPrice,
          discountedPrice: code.discountedPrice,
          categoryId: price.category,
          tiers: code.tiers,
          minQuantity: code.minQuantity,
          multipleOf: code.multipleOf,
        },
        short: normaliseCode(code.shortCode),
        full: normaliseCode(code.fullCode ?? ''),
        position: 0,
      })
    }
  }
  return rows
}

type Snapshot = Pick<CatalogueSnapshot, 'products' | 'productById' | 'priceList'>

/** The rows of one normalised code: one row, as most codes have, or several. */
type Rows = Row | Row[]

/** The first in catalogue order wins a lookup. */
const firstOf = (rows: Rows | undefined) =>
  Array.isArray(rows) ? rows.reduce((best, row) => (row.position < best.position ? row : best)) : rows

/**
 * The index of a catalogue snapshot, patched in place by `replace` after an edit (cms/services/catalogue/snapshot.ts's
 * `liveIndex`): only the changed products' codes are taken out and put in again. A short code wins over another
 * product's full code that normalises to the same text, and the first product (by name) wins a tie, so a lookup
 * never depends on the order of edits.
 */
export class PatchableCodeIndex implements CodeIndex {
  private rowsByProduct = new Map<string, Row[]>()
  private byShort = new Map<string, Rows>()
  private byFull = new Map<string, Rows>()
  private rows: Row[] = []
  private codeSearch: CodeSearch<Row>

  constructor(snapshot: Snapshot) {
    for (const id of snapshot.productById.keys()) this.add(rowsOf(snapshot, id), id)
    this.order(snapshot)
    this.codeSearch = new CodeSearch(this.rows)
  }

  get size(): number {
    return this.rows.length
  }

  lookup(code: string): CodeMatch | undefined {
    const text = normaliseCode(code)
    return (firstOf(this.byShort.get(text)) ?? firstOf(this.byFull.get(text)))?.match
  }

  search(fragment: string, limit = 20): CodeMatch[] {
    return this.codeSearch.find(normaliseCode(fragment), limit).map((row) => row.match)
  }

  /**
   * Takes the codes of `changedIds` out and puts those they have in `next` in; a product that kept its codes (a price
   * edit) keeps its rows, with the new matches.
   */
  replace(next: Snapshot, changedIds: ReadonlySet<string>): void {
    const removed = new Set<Row>()
    const added: Row[] = []
    for (const id of changedIds) {
      const held = this.rowsByProduct.get(id) ?? []
      const rows = rowsOf(next, id)
      if (sameCodes(held, rows)) {
        held.forEach((row, index) => (row.match = rows[index].match))
        continue
      }
      for (const row of held) removed.add(row)
      this.rowsByProduct.delete(id)
      this.add(rows, id)
      added.push(...rows)
    }
    for (const map of [this.byShort, this.byFull]) {
      const texts = new Set([...removed].map((row) => (map === this.byShort ? row.short : row.full)))
      for (const text of texts) {
        const held = map.get(text)
        const kept = (Array.isArray(held) ? held : held ? [held] : []).filter((row) => !removed.has(row))
        if (kept.length === 0) map.delete(text)
        else map.set(text, kept.length === 1 ? kept[0] : kept)
      }
    }
    this.order(next)
    this.codeSearch.replace(this.rows, removed, added)
  }

  private add(rows: Row[], id: string): void {
    if (rows.length === 0) return
    this.rowsByProduct.set(id, rows)
    for (const row of rows) {
      if (row.short) pushTo(this.byShort, row.short, row)
      if (row.full) pushTo(this.byFull, row.full, row)
    }
  }

  /** Lays the rows out in catalogue order and numbers them. */
  private order(snapshot: Snapshot): void {
    this.rows = snapshot.products.flatMap((product) => this.rowsByProduct.get(product._id) ?? [])
    this.rows.forEach((row, position) => (row.position = position))
  }
}

/** Whether two lists of a product's rows hold the same codes in the same order. */
const sameCodes = (held: Row[], rows: Row[]) =>
  held.length > 0 &&
  held.length === rows.length &&
  held.every((row, index) => row.short === rows[index].short && row.full === rows[index].full)

function pushTo(map: Map<string, Rows>, text: string, row: Row): void {
  const held = map.get(text)
  if (Array.isArray(held)) held.push(row)
  else map.set(text, held ? [held, row] : row)
}

/** The index of a snapshot, built whole (tests, and the first use in a process). */
export function buildCodeIndex(snapshot: Snapshot): CodeIndex {
  return new PatchableCodeIndex(snapshot)
}

/** The code index of the catalogue: built on first use, then patched at every edit. */
export const codeIndexOf = liveIndex<PatchableCodeIndex>(
  'codes',
  (snapshot) => new PatchableCodeIndex(snapshot),
  (index, next, changedIds) => index.replace(next, changedIds),
)

/** The code index of the current catalogue. */
export async function codeIndex(payload: Payload): Promise<CodeIndex> {
  return codeIndexOf(await catalogue(payload))
}
