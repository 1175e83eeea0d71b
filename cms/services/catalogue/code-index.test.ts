import { describe, expect, it } from 'vitest'

import type { Product as ProductAnswer } from '../../contract/catalogue'
import type { PricedProduct } from './assemble'
import { buildCodeIndex, normaliseCode } from './code-index'

type Codes = { shortCode: string; fullCode?: string; originalPrice: number; discountedPrice: number }[]

function product(id: string, name: string, variants: { size: string; codes: Codes }[]) {
  const answer = {
    _id: id,
    name,
    slug: id,
    genericName: null,
    image: `/media/${id}.webp`,
    category: { _id: 'c', name: 'Sutures', slug: 'sutures' },
  }
  return { answer: answer as unknown as ProductAnswer, stored: { name, image: null, variants } as unknown as PricedProduct }
}

const nylon = product('nylon', 'Nylon', [
  { size: '2-0', codes: [{ shortCode: 'NW 2345', fullCode: 'NW 2345 - 2-0, 26mm', originalPrice: 150_000, discountedPrice: 120_000 }] },
  { size: '3-0', codes: [{ shortCode: 'NW 2346', originalPrice: 160_000, discountedPrice: 130_000 }] },
])
// Its full code normalises to another product's short code: the short code must win.
const gauze = product('gauze', 'Gauze', [
  { size: 'General', codes: [{ shortCode: 'GZ 1', fullCode: 'NW-2346', originalPrice: 5_000, discountedPrice: 4_000 }] },
])
const snapshot = {
  products: [gauze.answer, nylon.answer],
  productById: new Map([
    ['gauze', gauze.answer],
    ['nylon', nylon.answer],
  ]),
  priceList: new Map([
    ['nylon', nylon.stored],
    ['gauze', gauze.stored],
  ]),
}

describe('code index', () => {
  const index = buildCodeIndex(snapshot)

  it('finds a short or full code in any case, with any spaces or punctuation, with its product, size and paise prices', () => {
    for (const typed of ['NW 2345', 'nw2345', 'Nw-2345', ' nw 23-45 ', 'nw 2345 - 2-0, 26MM']) {
      expect(index.lookup(typed)).toMatchObject({
        productId: 'nylon',
        productName: 'Nylon',
        size: '2-0',
        shortCode: 'NW 2345',
        originalPrice: 150_000,
        discountedPrice: 120_000,
        image: '/media/nylon.webp',
        category: { name: 'Sutures', slug: 'sutures' },
      })
    }
    expect(index.lookup('NW 9999')).toBeUndefined()
    expect(index.lookup('  --  ')).toBeUndefined()
    expect(index.size).toBe(3)
  })

  it('prefers a short code over a full code that reads the same', () => {
    expect(index.lookup('NW 2346')?.productId).toBe('nylon')
  })

  it('searches code fragments: exact matches, then prefixes, then codes containing the fragment', () => {
    expect(index.search('nw 2346').map((match) => match.shortCode)).toEqual(['GZ 1', 'NW 2346'])
    expect(index.search('NW 234').map((match) => match.shortCode)).toEqual(['GZ 1', 'NW 2345', 'NW 2346'])
    expect(index.search('26mm').map((match) => match.shortCode)).toEqual(['NW 2345'])
    expect(index.search('NW', 1)).toHaveLength(1)
    expect(index.search(' - ')).toEqual([])
  })

  it('normalises codes to lowercase letters and digits', () => {
    expect(normaliseCode('NS-PGA 2/0')).toBe('nspga20')
  })
})
