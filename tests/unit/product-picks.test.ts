import type { APIRequestContext } from '@playwright/test'
import { expect, it } from 'vitest'

import { firstCode, pickProducts } from '../e2e/buying/picks'

type Stored = { id: string; name: string; createdAt: string; published: boolean; tiers?: unknown[] }

/** The seed's products, then what other test files made later: a probe product, a draft published afterwards. */
const STORED: Stored[] = [
  { id: 'p1', name: 'Nylon Suture', createdAt: '2026-11-26T09:00:00.001Z', published: true },
  { id: 'p2', name: 'Examination Gloves', createdAt: '2026-11-26T09:00:00.002Z', published: true, tiers: [{ minQuantity: 10 }] },
  { id: 'p3', name: 'Gauze Swab', createdAt: '2026-11-26T09:00:00.003Z', published: true },
  { id: 'p4', name: 'Cotton Roll', createdAt: '2026-11-26T09:00:00.004Z', published: true },
  { id: 'p5', name: 'Zz Probe', createdAt: '2026-11-26T09:05:00.000Z', published: true },
  { id: 'p6', name: 'Unpublished Draft', createdAt: '2026-11-26T09:06:00.000Z', published: false },
  { id: 'p7', name: 'Yy Draft Published Later', createdAt: '2026-11-26T09:07:00.000Z', published: true },
]

const shopAnswer = (product: Stored) => ({
  _id: product.id,
  name: product.name,
  slug: product.id,
  genericName: null,
  image: null,
  category: { name: 'Category', slug: 'category' },
  variants: [
    {
      size: 'General',
      codes: [{ shortCode: `${product.id.toUpperCase()} 1`, originalPrice: 120, discountedPrice: 100, tiers: product.tiers }],
    },
  ],
})

const reply = (body: unknown) => ({ ok: () => true, status: () => 200, json: async () => body })

/**
 * The shop's server as far as the helper reads it: Payload's REST list (newest first unless `sort=createdAt`, as
 * Payload lists), the shop's list (by name) and `POST /api/shop/product/ids` (in the order asked).
 */
const server = {
  get: async (path: string) => {
    const url = new URL(path, 'http://shop.test')
    const published = STORED.filter((product) => product.published)
    if (url.pathname === '/api/products') {
      const oldestFirst = [...published].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      const sorted = url.searchParams.get('sort') === 'createdAt' ? oldestFirst : oldestFirst.reverse()
      return reply({ docs: sorted.slice(0, Number(url.searchParams.get('limit') ?? 10)).map(({ id }) => ({ id })) })
    }
    if (url.pathname === '/api/shop/product') {
      const byName = [...published].sort((a, b) => a.name.localeCompare(b.name))
      return reply({ data: byName.map(({ id }) => ({ _id: id })), totalPages: 1 })
    }
    throw new Error(`GET ${path} is not served`)
  },
  post: async (path: string, { data }: { data: { ids: string[] } }) => {
    if (path !== '/api/shop/product/ids') throw new Error(`POST ${path} is not served`)
    return reply({ data: data.ids.flatMap((id) => STORED.filter((product) => product.id === id && product.published).map(shopAnswer)) })
  },
} as unknown as APIRequestContext

it("picks the seed's products oldest first, with a plain first code, whatever other test files created later", async () => {
  expect((await pickProducts(server, 2)).map((product) => product.name)).toEqual(['Nylon Suture', 'Gauze Swab'])
  expect((await pickProducts(server, 1, 2)).map(firstCode)).toEqual([
    expect.objectContaining({ size: 'General', code: 'P4 1', price: 100, product: expect.objectContaining({ name: 'Cotton Roll' }) }),
  ])
})

it('refuses to pick fewer products than asked for', async () => {
  await expect(pickProducts(server, 10)).rejects.toThrow('Only 5 of the 10 products asked for after the first 0')
})
