import { expect } from 'vitest'

import {
  MAX_PRODUCT_IDS,
  MAX_PRODUCT_PAGE_SIZE,
  productListResponseSchema,
  productPageResponseSchema,
  type Product,
  type ProductCard,
} from '../../cms/contract'
import { get, post } from './api'

/** Every published product's card, by name, read page by page from `GET /product`. */
export async function everyCard(): Promise<ProductCard[]> {
  const cards: ProductCard[] = []
  for (let page = 1; ; page += 1) {
    const reply = await get(`/product?page=${page}&limit=${MAX_PRODUCT_PAGE_SIZE}`)
    expect(reply.status, reply.text).toBe(200)
    const answer = productPageResponseSchema.parse(reply.body)
    cards.push(...answer.data)
    if (page >= answer.totalPages) return cards
  }
}

/** The whole products (sizes, codes, metadata) of `cards`, in the same order, from `POST /product/ids`. */
export async function wholeProducts(cards: ProductCard[]): Promise<Product[]> {
  const products: Product[] = []
  for (let start = 0; start < cards.length; start += MAX_PRODUCT_IDS) {
    const ids = cards.slice(start, start + MAX_PRODUCT_IDS).map((card) => card._id)
    const reply = await post('/product/ids', { ids })
    expect(reply.status, reply.text).toBe(200)
    products.push(...productListResponseSchema.parse(reply.body).data)
  }
  return products
}
