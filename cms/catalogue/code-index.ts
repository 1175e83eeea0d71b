import type { Payload } from 'payload'

import type { Paise } from '../contract/pricing'
import { buildCodeSearch } from './code-search'
import { catalogue, type CatalogueSnapshot } from './snapshot'

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

type Row = { match: CodeMatch; short: string; full: string }

/**
 * Builds the index from a catalogue snapshot. A short code wins over another product's full code that normalises to
 * the same text, and the first product (by name) wins a tie, so a lookup never depends on map order.
 */
export function buildCodeIndex(snapshot: Pick<CatalogueSnapshot, 'products' | 'priceList'>): CodeIndex {
  const rows: Row[] = []
  for (const answer of snapshot.products) {
    const stored = snapshot.priceList.get(answer._id)
    for (const variant of stored?.variants ?? []) {
      for (const code of variant.codes ?? []) {
        if (typeof code.originalPrice !== 'number' || typeof code.discountedPrice !== 'number') continue
        rows.push({
          match: {
            productId: answer._id,
            productName: answer.name,
            genericName: answer.genericName,
            slug: answer.slug,
            category: { name: answer.category.name, slug: answer.category.slug },
            image: answer.image,
            size: variant.size,
            shortCode: code.shortCode,
            fullCode: code.fullCode ?? null,
            originalPrice: code.originalPrice,
            discountedPrice: code.discountedPrice,
          },
          short: normaliseCode(code.shortCode),
          full: normaliseCode(code.fullCode ?? ''),
        })
      }
    }
  }
  const byCode = new Map<string, CodeMatch>()
  for (const row of rows) if (row.short && !byCode.has(row.short)) byCode.set(row.short, row.match)
  for (const row of rows) if (row.full && !byCode.has(row.full)) byCode.set(row.full, row.match)
  const searchCodes = buildCodeSearch(rows)

  return {
    size: rows.length,
    lookup: (code) => byCode.get(normaliseCode(code)),
    search: (fragment, limit = 20) => searchCodes(normaliseCode(fragment), limit).map((position) => rows[position].match),
  }
}

/** One index per snapshot: a catalogue edit replaces the snapshot (services/cache), and with it the index. */
const indexes = new WeakMap<CatalogueSnapshot, CodeIndex>()

/** The code index of the current catalogue snapshot, built on first use after each catalogue edit. */
export async function codeIndex(payload: Payload): Promise<CodeIndex> {
  return codeIndexOf(await catalogue(payload))
}

/** The code index of `snapshot`. */
export function codeIndexOf(snapshot: CatalogueSnapshot): CodeIndex {
  let index = indexes.get(snapshot)
  if (!index) {
    index = buildCodeIndex(snapshot)
    indexes.set(snapshot, index)
  }
  return index
}
