import type { Endpoint, PayloadRequest } from 'payload'

import { featuredProducts } from '../../catalogue/featured'
import { pageOf } from '../../catalogue/paging'
import { catalogue } from '../../catalogue/snapshot'
import {
  categoryPageRequestSchema,
  pageRequestSchema,
  productIdsRequestSchema,
  searchRequestSchema,
  slugNameRequestSchema,
  type PageRequest,
  type ProductCard,
} from '../../contract/catalogue'
import { answerResponse, cachedAnswer } from '../../services/cache/answer'
import { json, notFound, parseQuery, readJson, route } from '../http'
import { searchBody } from './computedReads'
import { cachedPageOf, normaliseSlug, readKeys } from './readKeys'

/**
 * A page answer, from the answer cache when it is a page of the storefront's size that exists (so the cache holds at
 * most one entry per page of the catalogue), computed per request otherwise.
 */
async function pageAnswer(req: PayloadRequest, cards: ProductCard[], request: PageRequest, key: (page: number) => string) {
  const cachedPage = cachedPageOf(request)
  if (cachedPage === null || (cachedPage > 1 && (cachedPage - 1) * request.limit >= cards.length)) {
    return json(pageOf(cards, request))
  }
  return answerResponse(req, await cachedAnswer(key(cachedPage), ['catalogue'], async () => pageOf(cards, request)))
}

async function searchAnswer(req: PayloadRequest, q: string | null | undefined, limit: string | null | undefined) {
  return json(await searchBody(req.payload, parseQuery(searchRequestSchema, { q, limit })))
}

/** `GET /product[?page&limit]`, or the search the old storefront made with `?search=`. */
async function listProducts(req: PayloadRequest): Promise<Response> {
  if (req.searchParams?.has('search')) return searchAnswer(req, req.searchParams.get('search'), req.searchParams.get('limit'))
  const request = parseQuery(pageRequestSchema, { page: req.searchParams?.get('page'), limit: req.searchParams?.get('limit') })
  return pageAnswer(req, (await catalogue(req.payload)).cards, request, readKeys.products)
}

export const catalogueEndpoints: Endpoint[] = [
  route('get', '/category', async (req) => {
    const answer = await cachedAnswer(readKeys.categories(), ['catalogue'], async () => ({
      data: (await catalogue(req.payload)).categories,
    }))
    return answerResponse(req, answer)
  }),

  route('post', '/product/category', async (req) => {
    const { slugName, ...request } = await readJson(req, categoryPageRequestSchema)
    const slug = normaliseSlug(slugName)
    const cards = (await catalogue(req.payload)).cardsByCategory.get(slug)
    if (!cards) throw notFound('Category not found')
    return pageAnswer(req, cards, request, (page) => readKeys.categoryProducts(slug, page))
  }),

  // `GET /product/` (the shop's search) reaches this route too: the trailing slash is ignored.
  route('get', '/product', listProducts),

  route('get', '/product/search', async (req) => searchAnswer(req, req.searchParams?.get('q'), req.searchParams?.get('limit'))),

  route('get', '/product/featured', async (req) => {
    const answer = await cachedAnswer(readKeys.featured(), ['catalogue'], async () => ({
      data: featuredProducts((await catalogue(req.payload)).cards),
    }))
    return answerResponse(req, answer)
  }),

  route('post', '/product/single', async (req) => {
    const slug = normaliseSlug((await readJson(req, slugNameRequestSchema)).slugName)
    const product = (await catalogue(req.payload)).productBySlug.get(slug)
    if (!product) throw notFound('Product not found')
    const answer = await cachedAnswer(readKeys.product(slug), ['catalogue'], async () => ({ data: [product] }))
    return answerResponse(req, answer)
  }),

  route('post', '/product/ids', async (req) => {
    const { ids } = await readJson(req, productIdsRequestSchema)
    const { products } = await catalogue(req.payload)
    const wanted = new Set(ids)
    const found = new Map(products.filter((product) => wanted.has(product._id)).map((product) => [product._id, product]))
    return json({ data: [...new Set(ids)].flatMap((id) => found.get(id) ?? []) })
  }),
]
