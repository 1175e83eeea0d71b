import {
  categoryPageRequestSchema,
  pageRequestSchema,
  PRODUCT_PAGE_SIZE,
  slugNameRequestSchema,
  type PageRequest,
} from '../../contract/catalogue'

/**
 * Cache keys of the shop API's public reads. The endpoints store their answers under these keys, and the fast path
 * in front of Payload (cms/endpoints/direct.ts) finds them again from the bare request.
 */
export const readKeys = {
  categories: () => 'category:list',
  products: (page: number) => `product:list:${page}`,
  categoryProducts: (slug: string, page: number) => `product:category:${slug}:${page}`,
  featured: () => 'product:featured',
  product: (slug: string) => `product:single:${slug}`,
  posts: () => 'blog:list',
  blogTerms: () => 'blog:terms',
  post: (slug: string) => `blog:post:${slug}`,
  postsWithTerm: (kind: 'categories' | 'tags', slug: string) => `blog:${kind}:${slug}`,
}

/** Slugs are matched trimmed and lowercased, in the body and in the path alike. */
export const normaliseSlug = (slug: string) => slug.trim().toLowerCase()

/**
 * The page number a list page is cached under, or null when it is not cached: only pages of the storefront's size
 * are, so the cache never holds more than one copy of the catalogue, whatever limits callers send.
 */
export const cachedPageOf = ({ page, limit }: PageRequest): number | null => (limit === PRODUCT_PAGE_SIZE ? page : null)

/** The slug of a `{ slugName }` body, or null when the body does not fit the contract. */
export function slugNameOf(body: unknown): string | null {
  const parsed = slugNameRequestSchema.safeParse(body)
  return parsed.success ? normaliseSlug(parsed.data.slugName) : null
}

function categoryPageKey(body: unknown): string | null {
  const parsed = categoryPageRequestSchema.safeParse(body)
  const page = parsed.success ? cachedPageOf(parsed.data) : null
  return parsed.success && page !== null ? readKeys.categoryProducts(normaliseSlug(parsed.data.slugName), page) : null
}

function productPageKey(search: URLSearchParams): string | null {
  const params = Object.fromEntries(['page', 'limit'].flatMap((name) => (search.has(name) ? [[name, search.get(name)]] : [])))
  const parsed = pageRequestSchema.safeParse(params)
  const page = parsed.success ? cachedPageOf(parsed.data) : null
  return page === null ? null : readKeys.products(page)
}

/** POST reads whose key comes from the JSON body. */
const bodyReads = new Map<string, (body: unknown) => string | null>([
  ['product/category', categoryPageKey],
  ['product/single', (body) => {
    const slug = slugNameOf(body)
    return slug === null ? null : readKeys.product(slug)
  }],
])

/** True for a POST path whose answer is cached by the slug in its body. */
export const isBodyRead = (path: string) => bodyReads.has(path)

/**
 * The key of a cached GET read: `path` is below /api/shop, without leading or trailing slashes, segments decoded.
 * A search (`GET /product?search=`, `GET /product/search`) is computed per request and has no key.
 */
export function getReadKey(path: string, search: URLSearchParams): string | null {
  if (path === 'category') return readKeys.categories()
  if (path === 'product') return search.has('search') ? null : productPageKey(search)
  if (path === 'product/featured') return readKeys.featured()
  if (path === 'blog') return readKeys.posts()
  if (path === 'blog/tags-and-categories') return readKeys.blogTerms()
  const [first, second, slug, ...rest] = path.split('/')
  if (first !== 'blog' || slug === undefined || rest.length > 0) return null
  const normalised = normaliseSlug(slug)
  if (second === 'blogSlug') return readKeys.post(normalised)
  if (second === 'category') return readKeys.postsWithTerm('categories', normalised)
  if (second === 'tag') return readKeys.postsWithTerm('tags', normalised)
  return null
}

/** The key of a cached POST read from its parsed JSON body, or null. */
export function postReadKey(path: string, body: unknown): string | null {
  return bodyReads.get(path)?.(body) ?? null
}
