import type { PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import { conflict } from '../../lib/http-errors'
import type { Product } from '../../payload-types'
import type { Prices } from './plan'
import { canWriteTables, writePricesToTables } from './sqlite-prices'
import { nextTurn } from '../../lib/turn'

/** A product's codes with their new prices. */
export type PricedProduct = { productId: string; codes: (Prices & { shortCode: string })[] }

type Variants = Product['variants']

/** Products per batch: other requests run between two statements, so reads stay fast while a revision is written. */
const PRODUCTS_PER_BATCH = 50

const MOVED = 'The catalogue changed while the import was written: preview the file again'

/**
 * Writes new prices of existing codes in `req`'s transaction, and stamps the products and their latest versions
 * with `updatedAt`; nothing else of a product is touched (no validation, version or hook: the caller records the
 * change, the audit entries and the import). On SQLite one statement per table and batch (sqlite-prices.ts); on
 * other adapters through Payload's database API, product by product, with the same result (tests/int).
 */
export async function writePrices(
  req: PayloadRequest,
  products: PricedProduct[],
  updatedAt: string,
  options: { generic?: boolean } = {},
): Promise<void> {
  const toTables = !options.generic && canWriteTables(req.payload)
  for (let start = 0; start < products.length; start += PRODUCTS_PER_BATCH) {
    const batch = products.slice(start, start + PRODUCTS_PER_BATCH)
    const codes = batch.reduce((sum, product) => sum + product.codes.length, 0)
    const written = toTables ? await writePricesToTables(req, batch, updatedAt) : await writePricesThroughPayload(req, batch, updatedAt)
    if (written !== codes) throw conflict({ message: MOVED })
    await nextTurn()
  }
}

/** `variants` with the prices of `codes`, and how many of them it holds. */
function repriced(variants: Variants, codes: Map<string, Prices>): { variants: Variants; found: number } {
  let found = 0
  const next = (variants ?? []).map((variant) => ({
    ...variant,
    codes: (variant.codes ?? []).map((code) => {
      const prices = codes.get(code.shortCode)
      if (!prices) return code
      found += 1
      return { ...code, originalPrice: prices.originalPrice, discountedPrice: prices.discountedPrice }
    }),
  }))
  return { variants: next, found }
}

async function writePricesThroughPayload(req: PayloadRequest, batch: PricedProduct[], updatedAt: string): Promise<number> {
  const codesOf = new Map(batch.map((product) => [product.productId, new Map(product.codes.map((code) => [code.shortCode, code]))]))
  const ids = [...codesOf.keys()]
  const { docs } = await req.payload.db.find<Product>({
    collection: 'products',
    where: { id: { in: ids } },
    limit: 0,
    pagination: false,
    req,
  })
  let written = 0
  for (const doc of docs) {
    const { variants, found } = repriced(doc.variants, codesOf.get(String(doc.id))!)
    written += found
    // `_status` as it is: the SQLite adapter leaves `updatedAt` alone when a row gets nothing else.
    const data = { variants, updatedAt, _status: doc._status }
    await req.payload.db.updateOne({ collection: 'products', id: doc.id, data, req, returning: false })
  }
  const versions = await req.payload.db.findVersions<Product>({
    collection: 'products',
    where: { and: [{ parent: { in: ids } }, { latest: { equals: true } }] },
    limit: 0,
    pagination: false,
    req,
  })
  for (const version of versions.docs) {
    const { variants } = repriced(version.version.variants, codesOf.get(idOf(version.parent) ?? '') ?? new Map())
    await req.payload.db.updateVersion({
      collection: 'products',
      id: String(version.id),
      versionData: { ...version, version: { ...version.version, variants, updatedAt }, updatedAt } as never,
      req,
      returning: false,
    })
  }
  return written
}
