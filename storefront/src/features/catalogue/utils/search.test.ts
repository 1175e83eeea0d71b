import { describe, expect, it } from 'vitest'

import type { Product } from '@contract'

import { normaliseForSearch, searchProducts } from './search'

function product(name: string, genericName: string | null, codes: [string, string | null][]): Product {
  return {
    _id: name,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    slugName: name.toLowerCase().replace(/\s+/g, '-'),
    genericName,
    images: [],
    image: null,
    category: { _id: 'c', name: 'SURGICAL SUTURES', slug: 'surgical-sutures' },
    variants: [{ size: '2-0', codes: codes.map(([shortCode, fullCode]) => ({ shortCode, fullCode, originalPrice: 10, discountedPrice: 9 })) }],
    description: [],
    metaData: { benefits: [], applications: [], features: [], advantages: [], product_Desc: [], tensileStrength: [] },
    priceRange: { min: 10, max: 10 },
  }
}

const catalogue = [
  product('Nuvolac Rapid', 'Polyglactin 910', [['NW2345', 'NW2345-70CM']]),
  product('Nuvosilk', 'Braided Silk', [['NS 101', null]]),
  product('Skin Stapler 35W', null, [['SS-35', null]]),
]

describe('searchProducts', () => {
  it('finds by name, ignoring case', () => {
    expect(searchProducts(catalogue, 'nuvosilk').map((entry) => entry.name)).toEqual(['Nuvosilk'])
  })

  it('finds by generic name', () => {
    expect(searchProducts(catalogue, 'polyglactin').map((entry) => entry.name)).toEqual(['Nuvolac Rapid'])
  })

  it('finds by catalogue code written with a space, and by a partial code', () => {
    expect(searchProducts(catalogue, 'NW 2345').map((entry) => entry.name)).toEqual(['Nuvolac Rapid'])
    expect(searchProducts(catalogue, 'nw 23').map((entry) => entry.name)).toEqual(['Nuvolac Rapid'])
    expect(searchProducts(catalogue, 'ss35').map((entry) => entry.name)).toEqual(['Skin Stapler 35W'])
  })

  it('lists name matches before code matches', () => {
    const list = [product('NS Gauze', null, [['G1', null]]), ...catalogue]
    expect(searchProducts(list, 'ns').map((entry) => entry.name)[0]).toBe('NS Gauze')
  })

  it('returns nothing for an empty query or no match', () => {
    expect(searchProducts(catalogue, '  ')).toEqual([])
    expect(searchProducts(catalogue, 'zzz')).toEqual([])
  })

  it('normalises letters and digits only', () => {
    expect(normaliseForSearch('NW-23 45')).toBe('nw2345')
  })
})
