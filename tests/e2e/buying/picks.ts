import type { APIRequestContext } from '@playwright/test'

import { MAX_PRODUCT_IDS } from '../../../cms/contract/limits'

/**
 * Which of the catalogue's products the browser tests buy. Oldest first: the seed's products, whatever products other
 * test files create, or publish, or reprice on the same server later.
 */

/** Published products in Payload's REST answer, oldest first (Payload lists newest first unless told otherwise). */
export const oldestPublishedProducts = (limit: number) =>
  `/api/products?limit=${limit}&depth=0&sort=createdAt&where[_status][equals]=published`

export type CatalogueProduct = {
  _id: string
  name: string
  slug: string
  genericName: string | null
  image: string | null
  category: { name: string; slug: string }
  variants: {
    size: string
    codes: {
      shortCode: string
      originalPrice: number
      discountedPrice: number
      tiers?: unknown[]
      minQuantity?: number
      multipleOf?: number
    }[]
  }[]
}

/** A code any quantity of which costs its price × quantity: no quantity tiers, no pack rule. */
const plainCode = (code: CatalogueProduct['variants'][number]['codes'][number]) =>
  (code.tiers ?? []).length === 0 && (code.minQuantity ?? 1) <= 1 && (code.multipleOf ?? 1) <= 1

const firstVariantWithCodes = (product: CatalogueProduct) => product.variants.find((variant) => variant.codes.length > 0)

async function answerOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}`)
  return (await response.json()) as T
}

/**
 * `count` published products, after skipping `skip`, oldest first, as the shop answers them (`POST /product/ids`), each
 * with a first code that is plain (no tiers or pack rule). Tests take different stretches of the list, so the admin
 * tests' price edits and the buying tests' orders touch different products.
 */
export async function pickProducts(request: APIRequestContext, count: number, skip = 0): Promise<CatalogueProduct[]> {
  const listed = await answerOf<{ docs: { id: string }[] }>(
    await request.get(oldestPublishedProducts(MAX_PRODUCT_IDS)),
    'GET /api/products',
  )
  const ids = listed.docs.map((doc) => doc.id)
  const answer = await answerOf<{ data: CatalogueProduct[] }>(
    await request.post('/api/shop/product/ids', { data: { ids } }),
    'POST /api/shop/product/ids',
  )
  const sellable = answer.data.filter((product) => {
    const variant = firstVariantWithCodes(product)
    return variant !== undefined && plainCode(variant.codes[0])
  })
  const picked = sellable.slice(skip, skip + count)
  if (picked.length < count) throw new Error(`Only ${picked.length} of the ${count} products asked for after the first ${skip}`)
  return picked
}

export type ChosenCode = { product: CatalogueProduct; size: string; code: string; price: number }

export function firstCode(product: CatalogueProduct): ChosenCode {
  const variant = firstVariantWithCodes(product)!
  const code = variant.codes[0]
  return { product, size: variant.size, code: code.shortCode, price: code.discountedPrice }
}
