import type { Client } from '@libsql/client'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { tradePricesToPaise } from '../../cms/lib/paise-upgrade/through-payload'
import * as migration from '../../cms/migrations/20261128_062553_trade_prices_in_paise'
import { makeCustomer, makeProduct } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * The move of trade data from rupees to paise (docs/decisions/042-trade-prices-in-paise.md) on a database holding the
 * old shape: tier prices, price-list prices and credit limits in rupees, and a catalogue import keeping rupee tiers
 * for its revert. Both ways are run: the SQLite migration and the adapter-agnostic one MongoDB runs.
 */

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('trade-prices-in-paise'))
})
afterAll(() => cleanup())

const MIGRATION = '20261128_062553_trade_prices_in_paise'
const client = () => (payload.db as unknown as { client: Client }).client

type OldShape = {
  productId: string
  listId: string
  customerId: string
  importId: string
  /** When each document was last written, which the move leaves as it is (an import is reverted only while it holds). */
  times: { product: string; draft: string; list: string; customer: string }
}

/** Documents as the shop stored them before the move: written now, then their trade columns put back in rupees. */
async function oldShape(): Promise<OldShape> {
  const made = await makeProduct(payload)
  const code = made.variants![0]!.codes![0]!
  const tiers = [
    { minQuantity: 10, price: 48_950 },
    { minQuantity: 50, price: 47_000 },
  ]
  const variants = [{ size: '3-0', codes: [{ ...code, tiers }] }]
  const published = await payload.update({ collection: 'products', id: made.id, data: { variants } })
  // A draft saved on top: one more version holding tiers.
  const product = await payload.update({ collection: 'products', id: made.id, draft: true, data: { name: `${made.name} (draft)` } })
  const list = await payload.create({
    collection: 'price-lists',
    data: {
      name: 'Old rate contract',
      validFrom: '2026-04-01',
      lines: [
        { code: code.shortCode, price: 123_450 },
        { code: 'XX 1', price: 29 },
        { code: 'XX 2', price: 1000 },
      ],
    },
  })
  const customer = await makeCustomer(payload)
  const credited = await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { credit: { limit: 20_000_000, termsDays: 30 } },
  })
  const staff = await payload.create({
    collection: 'users',
    data: { name: 'Editor', email: `editor-${Date.now()}@example.com`, password: 'editor-pass-1', roles: ['admin'] },
  })
  const entries = [
    {
      productId: made.id,
      slug: made.slug,
      created: false,
      before: { variants: [{ size: '3-0', codes: [{ ...code, tiers: [{ minQuantity: 5, price: 490.5 }] }] }] },
      updatedAt: product.updatedAt,
    },
    {
      productId: 'other',
      slug: 'other',
      created: false,
      before: {},
      prices: [
        { shortCode: 'X', before: { originalPrice: 100, discountedPrice: 90 }, after: { originalPrice: 200, discountedPrice: 180 } },
      ],
      updatedAt: product.updatedAt,
    },
  ]
  const imported = await payload.create({
    collection: 'catalogue-imports',
    data: { fileName: 'prices.xlsx', appliedBy: staff.id, counts: {}, entries },
  })
  await client().batch([
    'UPDATE products_variants_codes_tiers SET price = price / 100.0',
    'UPDATE _products_v_version_variants_codes_tiers SET price = price / 100.0',
    'UPDATE price_lists_lines SET price = price / 100.0',
    // One value with a fraction of a paisa, as no field let through: it is rounded and reported.
    { sql: 'UPDATE price_lists_lines SET price = 10.004 WHERE code = ?', args: ['XX 2'] },
    'UPDATE customers SET credit_limit = credit_limit / 100.0 WHERE credit_limit IS NOT NULL',
  ])
  const stored = await client().execute({
    sql: 'SELECT price FROM products_variants_codes_tiers WHERE _parent_id IN (SELECT id FROM products_variants_codes WHERE short_code = ?) ORDER BY _order',
    args: [code.shortCode],
  })
  expect(stored.rows.map((row) => row.price)).toEqual([489.5, 470])
  return {
    productId: made.id,
    listId: list.id,
    customerId: customer.id,
    importId: imported.id,
    times: { product: published.updatedAt, draft: product.updatedAt, list: list.updatedAt, customer: credited.updatedAt },
  }
}

/** Removes one test's documents, so the next conversion finds only its own. */
async function removeOldShape(old: OldShape) {
  await payload.delete({ collection: 'catalogue-imports', id: old.importId })
  await payload.delete({ collection: 'price-lists', id: old.listId })
  await payload.delete({ collection: 'customers', id: old.customerId })
  await payload.delete({ collection: 'products', id: old.productId })
}

async function expectPaise(old: OldShape) {
  const product = await payload.findByID({ collection: 'products', id: old.productId, depth: 0 })
  expect(product.variants![0]!.codes![0]!.tiers!.map((tier) => tier.price)).toEqual([48_950, 47_000])
  expect(product.updatedAt).toBe(old.times.product)
  const draft = await payload.findByID({ collection: 'products', id: old.productId, draft: true, depth: 0 })
  expect(draft.variants![0]!.codes![0]!.tiers!.map((tier) => tier.price)).toEqual([48_950, 47_000])
  expect(draft.updatedAt).toBe(old.times.draft)
  const { docs: versions } = await payload.findVersions({ collection: 'products', where: { parent: { equals: old.productId } }, depth: 0 })
  const versionTiers = versions.map((version) => (version.version.variants ?? [])[0]?.codes?.[0]?.tiers?.map((tier) => tier.price) ?? [])
  expect(versionTiers.filter((prices) => prices.length > 0).length).toBeGreaterThanOrEqual(2)
  for (const prices of versionTiers.filter((prices) => prices.length > 0)) expect(prices).toEqual([48_950, 47_000])
  const list = await payload.findByID({ collection: 'price-lists', id: old.listId, depth: 0 })
  expect(list.lines!.map((line) => line.price)).toEqual([123_450, 29, 1000])
  expect(list.updatedAt).toBe(old.times.list)
  const customer = await payload.findByID({ collection: 'customers', id: old.customerId, depth: 0 })
  expect(customer.credit).toMatchObject({ limit: 20_000_000, termsDays: 30 })
  expect(customer.updatedAt).toBe(old.times.customer)
  const record = await payload.findByID({ collection: 'catalogue-imports', id: old.importId, depth: 0 })
  const [kept, priced] = record.entries as { before: { variants?: { codes: { tiers: { price: number }[] }[] }[] }; prices?: unknown }[]
  expect(kept!.before.variants![0]!.codes[0]!.tiers[0]!.price).toBe(49_050)
  expect(priced!.prices).toEqual([
    { shortCode: 'X', before: { originalPrice: 100, discountedPrice: 90 }, after: { originalPrice: 200, discountedPrice: 180 } },
  ])
}

describe('trade prices from rupees to paise', () => {
  it('the SQLite migration converts every stored trade price exactly and reports the one fraction of a paisa', async () => {
    const old = await oldShape()
    // As on a database from before the move: the fresh test database had nothing to move and recorded it done.
    await payload.delete({ collection: 'payload-migrations', where: { name: { equals: MIGRATION } } })
    const log = vi.spyOn(payload.logger, 'info')
    const req = await createLocalReq({}, payload)
    await migration.up({ db: payload.db.drizzle, payload, req } as never)
    await expectPaise(old)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('3 price-list prices, 1 credit limits, 1 import tier prices'))
    expect(log).toHaveBeenCalledWith(expect.stringContaining('1 held a fraction of a paisa and were rounded: price-list prices 10.004'))
    log.mockRestore()
    await removeOldShape(old)
  })

  it('the adapter-agnostic way MongoDB runs gives the same paise, and keeps every document time', async () => {
    const old = await oldShape()
    const req = await createLocalReq({}, payload)
    const report = await tradePricesToPaise(payload, req)
    await expectPaise(old)
    expect(report.converted['price-list prices']).toBe(3)
    expect(report.converted['credit limits']).toBe(1)
    expect(report.fractional).toEqual([{ kind: 'price-list prices', rupees: 10.004 }])
    await removeOldShape(old)
  })

  it('a migration another server recorded meanwhile converts nothing a second time', async () => {
    const old = await oldShape()
    await payload.create({ collection: 'payload-migrations', data: { name: MIGRATION, batch: 99 } })
    const req = await createLocalReq({}, payload)
    await migration.up({ db: payload.db.drizzle, payload, req } as never)
    const list = await payload.findByID({ collection: 'price-lists', id: old.listId, depth: 0 })
    expect(list.lines!.map((line) => line.price)).toEqual([1234.5, 0.29, 10.004])
  })
})
