import { describe, expect, it } from 'vitest'

import type { Category } from '../../contract/catalogue'
import type { Product } from '../../payload-types'
import { EMPTY_SNAPSHOT, ValuePool, categoryRefs, entryOf, patchSnapshot } from './assemble'
import type { ChangeRecord, CodePrices } from './changes'
import { repricedEntries } from './reprice'

const sutures: Category = { _id: 'c1', name: 'Sutures', slug: 'sutures', image: null, imageSet: null, seoText: null, metaDescription: null }

const doc = (id: string, codes: [string, number, number][], updatedAt = '2026-01-01T00:00:00.000Z') =>
  ({
    id,
    name: `Suture ${id}`,
    slug: `suture-${id}`,
    category: 'c1',
    images: [],
    variants: [
      {
        size: '3-0',
        codes: codes.map(([shortCode, originalPrice, discountedPrice]) => ({
          shortCode,
          originalPrice,
          discountedPrice,
          tiers: [{ minQuantity: 10, price: 50 }],
          minQuantity: 2,
        })),
      },
    ],
    updatedAt,
  }) as unknown as Product

const entryFor = (product: Product) => entryOf(product, categoryRefs([sutures], EMPTY_SNAPSHOT), new ValuePool())
const { snapshot: held } = patchSnapshot(EMPTY_SNAPSHOT, {
  categories: [sutures],
  changed: [
    entryFor(
      doc('p1', [
        ['SK 1', 10_000, 9_000],
        ['SK 2', 20_000, 18_000],
      ]),
    ),
    entryFor(doc('p2', [['NY 1', 5_000, 4_000]])),
  ],
  removed: [],
})

const record = (at: number, updatedAt: string, products: Record<string, CodePrices[]>): ChangeRecord => ({
  id: `r${at}`,
  kind: 'prices',
  ids: Object.keys(products),
  at,
  count: Object.keys(products).length,
  prices: { updatedAt, products },
})

describe('patching bulk-written prices into the catalogue', () => {
  it('gives each product the entry a read of it with the new prices gives, records applied in order', async () => {
    const entries = await repricedEntries(
      held,
      [
        record(1, '2026-02-01T00:00:00.000Z', { p1: [['SK 2', 30_000, 25_000]], p2: [['NY 1', 6_000, 5_000]] }),
        record(2, '2026-02-02T00:00:00.000Z', { p1: [['SK 1', 12_000, 11_000]] }),
      ],
      new Set(),
    )
    const byId = new Map(entries.map((entry) => [entry.answer._id, entry]))
    const readAgain = entryFor(
      doc(
        'p1',
        [
          ['SK 1', 12_000, 11_000],
          ['SK 2', 30_000, 25_000],
        ],
        '2026-02-02T00:00:00.000Z',
      ),
    )
    expect(byId.get('p1')).toEqual(readAgain)
    expect(byId.get('p1')!.answer.priceRange).toEqual({ min: 120, max: 300 })
    expect(byId.get('p1')!.answer.ourPriceRange).toEqual({ min: 110, max: 250 })
    expect(byId.get('p2')).toEqual(entryFor(doc('p2', [['NY 1', 6_000, 5_000]], '2026-02-01T00:00:00.000Z')))
    // The held objects stay as they were: readers may still answer from them.
    expect(held.priceList.get('p1')!.variants[0]!.codes[0]!.discountedPrice).toBe(9_000)
  })

  it('leaves out products read again anyway, and those the catalogue does not hold (drafts)', async () => {
    const entries = await repricedEntries(
      held,
      [record(1, '2026-02-01T00:00:00.000Z', { p1: [['SK 1', 1, 1]], p2: [['NY 1', 1, 1]], draft: [['DR 1', 1, 1]] })],
      new Set(['p1']),
    )
    expect(entries.map((entry) => entry.answer._id)).toEqual(['p2'])
  })
})
