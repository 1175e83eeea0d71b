import type { Endpoint, Payload } from 'payload'

import { featuredProducts } from '../../services/catalogue/featured'
import { pageOf } from '../../services/catalogue/paging'
import { productAnswerKey } from '../../services/catalogue/answer-keys'
import { productSearch } from '../../services/catalogue/search-index'
import { catalogue } from '../../services/catalogue/snapshot'
import {
  categoryPageRequestSchema,
  pageRequestSchema,
  PRODUCT_PAGE_SIZE,
  productIdsRequestSchema,
  searchRequestSchema,
  slugNameRequestSchema,
  type PageRequest,
  type Product as ProductAnswer,
  type ProductCard,
} from '../../contract/catalogue'
import { normaliseSlug } from '../../lib/slug'
import { withRecentOrders } from '../../services/orders'
import { productsForBuyer } from '../../services/pricing'
import { productsWithAvailability } from '../../services/stock/availability-answers'
import { json, notFound, parseBody, parseQuery, queryOrNull, readJson, route } from '../http'
import { cachedRead, computedRead, type CacheAnswer } from '../fast-path'

/**
 * The page number a list page is cached under, or null when it is not cached: only pages of the storefront's size
 * are, so the cache never holds more than one copy of the catalogue, whatever limits callers send.
 */
const cachedPageOf = ({ page, limit }: PageRequest): number | null => (limit === PRODUCT_PAGE_SIZE ? page : null)

const pageParams = (search: URLSearchParams) => ({ page: search.get('page'), limit: search.get('limit') })

/** A page is cached when it is of the storefront's size and exists: at most one entry per page of the catalogue. */
function pageAnswer(cards: ProductCard[], request: PageRequest, cache: CacheAnswer) {
  const cachedPage = cachedPageOf(request)
  if (cachedPage === null || (cachedPage > 1 && (cachedPage - 1) * request.limit >= cards.length)) return json(pageOf(cards, request))
  return cache(async () => pageOf(cards, request))
}

/** A product search's answer: ranked from the catalogue snapshot per request, never cached. */
const searchBody = async (payload: Payload, { q, limit }: { q: string; limit: number }) => ({
  data: (await productSearch(payload)).search(q, limit),
})

export const catalogueEndpoints: Endpoint[] = [
  cachedRead({
    method: 'get',
    path: '/category',
    tags: ['catalogue'],
    key: () => 'category:list',
    answer: async (req, { cache }) => cache(async () => ({ data: (await catalogue(req.payload)).categories })),
  }),

  cachedRead({
    method: 'post',
    path: '/product/category',
    tags: ['catalogue'],
    key: ({ body }) => {
      const parsed = categoryPageRequestSchema.safeParse(body)
      const page = parsed.success ? cachedPageOf(parsed.data) : null
      return parsed.success && page !== null ? `product:category:${normaliseSlug(parsed.data.slugName)}:${page}` : null
    },
    answer: async (req, { body, cache }) => {
      const { slugName, ...request } = parseBody(categoryPageRequestSchema, body)
      const cards = (await catalogue(req.payload)).cardsByCategory.get(normaliseSlug(slugName))
      if (!cards) throw notFound('Category not found')
      return pageAnswer(cards, request, cache)
    },
  }),

  // `GET /product?page&limit`, or the search the old storefront made with `?search=`. `GET /product/` (the shop's
  // search) reaches this route too: the trailing slash is ignored.
  cachedRead({
    method: 'get',
    path: '/product',
    tags: ['catalogue'],
    key: ({ search }) => {
      const request = queryOrNull(pageRequestSchema, pageParams(search))
      const page = request === null ? null : cachedPageOf(request)
      return page === null ? null : `product:list:${page}`
    },
    answer: async (req, { search, cache }) =>
      pageAnswer((await catalogue(req.payload)).cards, parseQuery(pageRequestSchema, pageParams(search)), cache),
    search: {
      schema: searchRequestSchema,
      query: ({ search }) => (search.has('search') ? { q: search.get('search'), limit: search.get('limit') } : null),
      body: searchBody,
    },
  }),

  computedRead('/product/search', {
    schema: searchRequestSchema,
    query: ({ search }) => ({ q: search.get('q'), limit: search.get('limit') }),
    body: searchBody,
  }),

  cachedRead({
    method: 'get',
    path: '/product/featured',
    tags: ['catalogue'],
    key: () => 'product:featured',
    answer: async (req, { cache }) => cache(async () => ({ data: featuredProducts((await catalogue(req.payload)).cards) })),
  }),

  // Cached only for a product that exists (an unknown slug is a 404 first): at most one answer per published product.
  cachedRead({
    method: 'post',
    path: '/product/single',
    tags: ['catalogue'],
    key: ({ body }) => {
      const parsed = slugNameRequestSchema.safeParse(body)
      return parsed.success ? productAnswerKey(normaliseSlug(parsed.data.slugName)) : null
    },
    answer: async (req, { body, cache }) => {
      const slug = normaliseSlug(parseBody(slugNameRequestSchema, body).slugName)
      const product = (await catalogue(req.payload)).productBySlug.get(slug)
      if (!product) throw notFound('Product not found')
      return cache(async () => ({ data: await productsWithAvailability(req.payload, [await withRecentOrders(req.payload, product)]) }))
    },
    forBuyer: async (req, body) => ({ data: await productsForBuyer(req, (body as { data: ProductAnswer[] }).data) }),
  }),

  route('post', '/product/ids', async (req) => {
    const { ids } = await readJson(req, productIdsRequestSchema)
    const { products } = await catalogue(req.payload)
    const wanted = new Set(ids)
    const found = new Map(products.filter((product) => wanted.has(product._id)).map((product) => [product._id, product]))
    return json({
      data: await productsForBuyer(
        req,
        await productsWithAvailability(
          req.payload,
          [...new Set(ids)].flatMap((id) => found.get(id) ?? []),
        ),
      ),
    })
  }),
]
