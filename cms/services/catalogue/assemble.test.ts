import { describe, expect, it } from 'vitest'

import type { Category } from '../../contract/catalogue'
import type { Product } from '../../payload-types'
import { EMPTY_SNAPSHOT, ValuePool, categoryRefs, entryOf, patchSnapshot, type CatalogueSnapshot } from './assemble'
import { PatchableCodeIndex } from './code-index'
import { PatchableSearch } from './search-index'

const category = (id: string, name: string): Category => ({
  _id: id,
  name,
  slug: name.toLowerCase(),
  image: null,
  imageSet: null,
  seoText: null,
  metaDescription: null,
})
const sutures = category('c1', 'Sutures')
const dressings = category('c2', 'Dressings')

const doc = (id: string, name: string, categoryId: string, shortCode: string, paise: number) =>
  ({
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    category: categoryId,
    images: [],
    variants: [{ size: 'General', codes: [{ shortCode, originalPrice: paise + 500, discountedPrice: paise }] }],
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as unknown as Product

const pool = new ValuePool()
const entries = (categories: Category[], docs: Product[], held: CatalogueSnapshot = EMPTY_SNAPSHOT) => {
  const refs = categoryRefs(categories, held)
  return docs.map((each) => entryOf(each, refs, pool))
}

const first = [
  doc('p1', 'Silk Suture', 'c1', 'SK 1', 10_000),
  doc('p2', 'Nylon Suture', 'c1', 'NY 1', 20_000),
  doc('p3', 'Gauze Swab', 'c2', 'GZ 1', 3_000),
  doc('p6', 'Vicryl Suture', 'c1', 'VC 1', 30_000),
]
const { snapshot: before } = patchSnapshot(EMPTY_SNAPSHOT, {
  categories: [sutures, dressings],
  changed: entries([sutures, dressings], first),
  removed: [],
})

describe('patching the catalogue snapshot', () => {
  it('applies a price edit, a new product and a removal, keeping the objects of unchanged products', () => {
    const edited = doc('p2', 'Nylon Suture', 'c1', 'NY 1', 25_000)
    const added = doc('p4', 'Catgut Suture', 'c1', 'CG 1', 15_000)
    const { snapshot, changedIds } = patchSnapshot(before, {
      categories: [sutures, dressings],
      changed: entries([sutures, dressings], [edited, added, first[0]], before),
      removed: ['p3'],
    })
    expect([...changedIds].sort()).toEqual(['p2', 'p3', 'p4'])
    expect(snapshot.products.map((product) => product._id)).toEqual(['p4', 'p2', 'p1', 'p6'])
    expect(snapshot.productBySlug.get('nylon-suture')?.variants[0].codes[0].discountedPrice).toBe(250)
    expect(snapshot.priceList.get('p2')?.variants[0].codes[0].discountedPrice).toBe(25_000)
    expect(snapshot.priceList.has('p3')).toBe(false)
    expect(snapshot.cardsByCategory.get('dressings')).toEqual([])
    expect(snapshot.cardsByCategory.get('sutures')?.map((card) => card._id)).toEqual(['p4', 'p2', 'p1', 'p6'])
    // Re-read but unchanged: same objects, so its card and index entries stay.
    expect(snapshot.productById.get('p1')).toBe(before.productById.get('p1'))
    expect(snapshot.cardById.get('p1')).toBe(before.cardById.get('p1'))
    // The previous snapshot is untouched: readers may still be answering from it.
    expect(before.products.map((product) => product._id)).toEqual(['p3', 'p2', 'p1', 'p6'])
    expect(before.productBySlug.get('nylon-suture')?.variants[0].codes[0].discountedPrice).toBe(200)
  })

  it('gives the products of a renamed category new answers and cards with the new name', () => {
    const renamed = { ...sutures, name: 'Surgical Sutures', slug: 'surgical-sutures' }
    const { snapshot, changedIds } = patchSnapshot(before, { categories: [renamed, dressings], changed: [], removed: [] })
    expect([...changedIds].sort()).toEqual(['p1', 'p2', 'p6'])
    expect(snapshot.productById.get('p1')?.category).toEqual({ _id: 'c1', name: 'Surgical Sutures', slug: 'surgical-sutures' })
    expect(snapshot.cardsByCategory.get('surgical-sutures')?.map((card) => card.category.name)).toEqual([
      'Surgical Sutures',
      'Surgical Sutures',
      'Surgical Sutures',
    ])
    expect(snapshot.cardsByCategory.has('sutures')).toBe(false)
    expect(snapshot.productById.get('p3')).toBe(before.productById.get('p3'))
  })
})

describe('patching the search and code indexes', () => {
  it('answers as indexes built on the new snapshot do', () => {
    const codes = new PatchableCodeIndex(before)
    const search = new PatchableSearch(before, codes)
    const renamed = { ...dressings, name: 'Wound Dressings', slug: 'wound-dressings' }
    const { snapshot, changedIds } = patchSnapshot(before, {
      categories: [sutures, renamed],
      changed: entries(
        [sutures, renamed],
        [doc('p1', 'Braided Silk', 'c1', 'SK 2', 10_000), doc('p5', 'Silk Tape', 'c2', 'SK 10', 900)],
        before,
      ),
      removed: ['p2'],
    })
    codes.replace(snapshot, changedIds)
    search.replace(snapshot, changedIds)
    const freshCodes = new PatchableCodeIndex(snapshot)
    const fresh = new PatchableSearch(snapshot, freshCodes)
    for (const query of [
      'silk',
      'suture',
      'vicryl',
      'sutures',
      'vc',
      'nylon',
      'ny 1',
      'sk 1',
      'sk',
      'sk 2',
      'wound',
      'dressings',
      'gauze',
      'braided',
      'tape',
    ]) {
      expect(search.search(query, 10), query).toEqual(fresh.search(query, 10))
      expect(codes.search(query, 10), query).toEqual(freshCodes.search(query, 10))
      expect(codes.lookup(query), query).toEqual(freshCodes.lookup(query))
    }
    expect(search.search('nylon', 10)).toEqual([])
    expect(search.search('suture', 10).map((card) => card._id)).toEqual(['p6', 'p1'])
    expect(codes.lookup('SK 1')).toBeUndefined()
    expect(codes.lookup('sk2')?.productName).toBe('Braided Silk')
    expect(search.search('wound', 10).map((card) => card._id)).toEqual(['p3', 'p5'])
    expect(codes.size).toBe(freshCodes.size)
  })

  it('ranks ties in the new catalogue order after a product moves', () => {
    const codes = new PatchableCodeIndex(before)
    const search = new PatchableSearch(before, codes)
    const moved = doc('p3', 'Zinc Silk Swab', 'c2', 'GZ 1', 3_000)
    const { snapshot, changedIds } = patchSnapshot(before, {
      categories: [sutures, dressings],
      changed: entries([sutures, dressings], [moved], before),
      removed: [],
    })
    codes.replace(snapshot, changedIds)
    search.replace(snapshot, changedIds)
    expect(search.search('silk', 10).map((card) => card._id)).toEqual(['p1', 'p3'])
    expect(codes.search('1', 10).map((match) => match.productId)).toEqual(['p2', 'p1', 'p6', 'p3'])
  })
})
