import { describe, expect, it } from 'vitest'

import type { Product as ProductAnswer, ProductCard } from '../../contract/catalogue'
import type { PricedProduct } from './assemble'
import { buildCodeIndex } from './code-index'
import { buildProductSearch } from './search-index'

type Entry = { id: string; name: string; genericName?: string | null; category: string; codes?: string[] }

/** A catalogue snapshot of `entries` (by name, as the snapshot keeps it) with the search built on it. */
function searchOf(entries: Entry[]) {
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name))
  const cards = sorted.map((entry): ProductCard => ({
    _id: entry.id,
    name: entry.name,
    slug: entry.id,
    slugName: entry.id,
    genericName: entry.genericName ?? null,
    images: [],
    image: null,
    imageSet: [],
    category: { _id: entry.category, name: entry.category, slug: entry.category.toLowerCase() },
    priceRange: { min: 0, max: 0 },
    ourPriceRange: { min: 0, max: 0 },
    homeTab: null,
  }))
  const stored = sorted.map(
    (entry) =>
      ({
        name: entry.name,
        image: null,
        variants: [
          { size: 'General', codes: (entry.codes ?? []).map((shortCode) => ({ shortCode, originalPrice: 100, discountedPrice: 90 })) },
        ],
      }) as PricedProduct,
  )
  const products = cards as unknown as ProductAnswer[]
  const codes = buildCodeIndex({
    products,
    productById: new Map(products.map((product) => [product._id, product])),
    priceList: new Map(stored.map((price, index) => [sorted[index].id, price])),
  })
  const search = buildProductSearch({ cards }, codes)
  return (query: string, limit = 20) => search.search(query, limit).map((card) => card._id)
}

const find = searchOf([
  { id: 'vicryl', name: 'Polyglactin 910 Braided Suture', genericName: 'Polyglactin', category: 'Sutures', codes: ['NW 2345', 'NW 2346'] },
  { id: 'nylon', name: 'Nylon Monofilament Suture', genericName: 'Polyamide', category: 'Sutures', codes: ['NM 1001'] },
  { id: 'silk', name: 'Silk Braided Suture', genericName: 'Silk', category: 'Sutures', codes: ['SK 500'] },
  { id: 'gauze', name: 'Gauze Swab', genericName: 'Cotton gauze', category: 'Dressings', codes: ['GZ 12'] },
  { id: 'gloves', name: 'Examination Gloves', genericName: 'Latex', category: 'Gloves', codes: ['GL 7'] },
  { id: 'stapler', name: 'Skin Stapler 35W', genericName: null, category: 'Skin Stapler', codes: ['SS 35'] },
])

describe('product search ranking', () => {
  it('finds a product by a whole word of its name, generic name or category', () => {
    expect(find('nylon')).toEqual(['nylon'])
    expect(find('polyamide')).toEqual(['nylon'])
    expect(find('dressings')).toEqual(['gauze'])
  })

  it('ranks a name match above a generic-name match above a category match', () => {
    const results = searchOf([
      { id: 'by-category', name: 'Plain Roll', category: 'Gauze' },
      { id: 'by-generic', name: 'Cotton Swab', genericName: 'Gauze', category: 'Dressings' },
      { id: 'by-name', name: 'Gauze Pad', category: 'Dressings' },
    ])('gauze')
    expect(results).toEqual(['by-name', 'by-generic', 'by-category'])
  })

  it('finds the beginning of a word as the buyer types it', () => {
    expect(find('monofil')).toEqual(['nylon'])
    expect(find('glo')).toEqual(['gloves'])
  })

  it('forgives one typo in a word of four letters or more, but not two', () => {
    expect(find('sutre')).toEqual(expect.arrayContaining(['vicryl', 'nylon', 'silk']))
    expect(find('nylom')).toEqual(['nylon'])
    expect(find('nyxom')).toEqual([])
  })

  it('needs every word of the query to match', () => {
    expect(find('braided silk')).toEqual(['silk'])
    expect(find('braided suture')).toEqual(expect.arrayContaining(['vicryl', 'silk']))
    expect(find('braided suture')).not.toContain('nylon')
  })

  it('puts the product of an exact catalogue code first, typed with any spacing or case', () => {
    expect(find('NW 2346')[0]).toBe('vicryl')
    expect(find('nw2346')[0]).toBe('vicryl')
    expect(find('ss-35')[0]).toBe('stapler')
  })

  it('finds products by the beginning of a code after the word matches', () => {
    expect(find('NW 23')).toEqual(['vicryl'])
    expect(find('GZ1')).toEqual(['gauze'])
  })

  it('answers each product once, at most `limit` of them, and nothing for an empty query', () => {
    expect(find('NW', 20)).toEqual(['vicryl'])
    expect(find('suture', 2)).toHaveLength(2)
    expect(find('   ')).toEqual([])
    expect(find('zzqqxx')).toEqual([])
  })

  it('answers a query the same whatever was searched before it', () => {
    const first = find('braided suture')
    expect(find('suture', 1)).toHaveLength(1)
    expect(find('silk braided')).toEqual(['silk'])
    expect(find('braided suture')).toEqual(first)
    expect(find('braided nylon')).toEqual([])
  })
})
