import type { Product } from '@contract'

/** Letters and digits only, lowercased: "NW 2345", "nw-2345" and "NW2345" all become "nw2345". */
export function normaliseForSearch(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '')
}

function searchableTexts(product: Product): string[] {
  const codes = product.variants.flatMap((variant) =>
    variant.codes.flatMap((code) => [code.shortCode, code.fullCode ?? '']),
  )
  return [product.name, product.genericName ?? '', ...codes].filter(Boolean)
}

/**
 * Products whose name, generic name or any catalogue code contains the query, ignoring case, spaces and
 * punctuation, so a partial code like "NW 23" finds "NW2345". Name matches come first.
 */
export function searchProducts(products: Product[], query: string, limit = 20): Product[] {
  const needle = normaliseForSearch(query)
  if (needle.length === 0) return []
  const byName: Product[] = []
  const byOther: Product[] = []
  for (const product of products) {
    const [name, ...others] = searchableTexts(product).map(normaliseForSearch)
    if (name.includes(needle)) byName.push(product)
    else if (others.some((text) => text.includes(needle))) byOther.push(product)
  }
  return [...byName, ...byOther].slice(0, limit)
}
