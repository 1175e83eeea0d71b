import type { Endpoint, PayloadRequest } from 'payload'

import { codeIndex, type CodeIndex } from '../../catalogue/code-index'
import { catalogue } from '../../catalogue/snapshot'
import { slugNameRequestSchema, type Product } from '../../contract/catalogue'
import { answerResponse, cachedAnswer } from '../../services/cache/answer'
import { json, notFound, readJson, route } from '../http'
import { normaliseSlug, readKeys } from './readKeys'

/**
 * Search: the products with a code containing the query (the code index, which the quick-order resolver also reads),
 * then those whose name, generic name or category contain every word.
 */
function searchProducts(products: Product[], index: CodeIndex, query: string): Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10)
  if (words.length === 0) return products
  const byCode = new Set(index.search(query, Infinity).map((match) => match.productId))
  return products.filter((product) => {
    if (byCode.has(product._id)) return true
    const haystack = [product.name, product.genericName ?? '', product.category.name].join(' ').toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}

async function listProducts(req: PayloadRequest): Promise<Response> {
  const query = req.searchParams?.get('search')?.slice(0, 200)
  if (query && query.trim() !== '') {
    const [{ products }, index] = await Promise.all([catalogue(req.payload), codeIndex(req.payload)])
    return json({ data: searchProducts(products, index, query) })
  }
  const answer = await cachedAnswer(readKeys.products(), ['catalogue'], async () => ({ data: (await catalogue(req.payload)).products }))
  return answerResponse(req, answer)
}

export const catalogueEndpoints: Endpoint[] = [
  route('get', '/category', async (req) => {
    const answer = await cachedAnswer(readKeys.categories(), ['catalogue'], async () => ({
      data: (await catalogue(req.payload)).categories,
    }))
    return answerResponse(req, answer)
  }),

  route('post', '/product/category', async (req) => {
    const slug = normaliseSlug((await readJson(req, slugNameRequestSchema)).slugName)
    const snapshot = await catalogue(req.payload)
    if (!snapshot.productsByCategory.has(slug)) throw notFound('Category not found')
    const answer = await cachedAnswer(readKeys.categoryProducts(slug), ['catalogue'], async () => ({
      data: snapshot.productsByCategory.get(slug) ?? [],
    }))
    return answerResponse(req, answer)
  }),

  // `GET /product/` (the storefront's search) reaches this route too: the trailing slash is ignored.
  route('get', '/product', listProducts),

  route('post', '/product/single', async (req) => {
    const slug = normaliseSlug((await readJson(req, slugNameRequestSchema)).slugName)
    const product = (await catalogue(req.payload)).productBySlug.get(slug)
    if (!product) throw notFound('Product not found')
    const answer = await cachedAnswer(readKeys.product(slug), ['catalogue'], async () => ({ data: [product] }))
    return answerResponse(req, answer)
  }),
]
