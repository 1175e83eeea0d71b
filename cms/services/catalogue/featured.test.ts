import { describe, expect, it } from 'vitest'

import { FEATURED_PER_TAB, type ProductCard } from '../../contract/catalogue'
import { featuredProducts } from './featured'
import { pageOf } from './paging'

const card = (id: string, category: string, homeTab: string | null = null) =>
  ({ _id: id, name: id, category: { _id: category, name: category, slug: category.toLowerCase() }, homeTab }) as ProductCard

describe('featured tabs', () => {
  it('puts products pinned to a tab first, then the products of its categories, at most six', () => {
    const cards = [
      ...Array.from({ length: 8 }, (_, index) => card(`suture-${index}`, 'SURGICAL SUTURES')),
      card('stapler', 'SKIN STAPLER'),
      card('pinned-gauze', 'STERILE DRESSINGS', 'featured'),
      card('gloves', 'GLOVES'),
    ]
    const tabs = featuredProducts(cards)
    expect(tabs.featured.map((entry) => entry._id)).toEqual(['pinned-gauze', 'suture-0', 'suture-1', 'suture-2', 'suture-3', 'suture-4'])
    expect(tabs.featured).toHaveLength(FEATURED_PER_TAB)
    expect(tabs.dressings.map((entry) => entry._id)).toEqual(['pinned-gauze'])
    expect(tabs.disposables.map((entry) => entry._id)).toEqual(['gloves'])
  })
})

describe('list pages', () => {
  const cards = Array.from({ length: 5 }, (_, index) => card(`p${index}`, 'GLOVES'))

  it('answers the requested slice with the total and the number of pages', () => {
    expect(pageOf(cards, { page: 2, limit: 2 })).toEqual({ data: [cards[2], cards[3]], page: 2, limit: 2, total: 5, totalPages: 3 })
    expect(pageOf(cards, { page: 3, limit: 2 }).data).toEqual([cards[4]])
  })

  it('answers a page past the end with no products and the total', () => {
    expect(pageOf(cards, { page: 9, limit: 2 })).toEqual({ data: [], page: 9, limit: 2, total: 5, totalPages: 3 })
    expect(pageOf([], { page: 1, limit: 48 })).toEqual({ data: [], page: 1, limit: 48, total: 0, totalPages: 0 })
  })
})
