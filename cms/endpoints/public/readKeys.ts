import { slugNameRequestSchema } from '../../contract/catalogue'

/**
 * Cache keys of the shop API's public reads. The endpoints store their answers under these keys, and the fast path
 * in front of Payload (cms/endpoints/fastReads.ts) finds them again from the bare request.
 */
export const readKeys = {
  categories: () => 'category:list',
  products: () => 'product:list',
  categoryProducts: (slug: string) => `product:category:${slug}`,
  product: (slug: string) => `product:single:${slug}`,
  posts: () => 'blog:list',
  blogTerms: () => 'blog:terms',
  post: (slug: string) => `blog:post:${slug}`,
  postsWithTerm: (kind: 'categories' | 'tags', slug: string) => `blog:${kind}:${slug}`,
}

/** Slugs are matched trimmed and lowercased, in the body and in the path alike. */
export const normaliseSlug = (slug: string) => slug.trim().toLowerCase()

/** The slug of a `{ slugName }` body, or null when the body does not fit the contract. */
export function slugNameOf(body: unknown): string | null {
  const parsed = slugNameRequestSchema.safeParse(body)
  return parsed.success ? normaliseSlug(parsed.data.slugName) : null
}

/** POST reads whose key comes from the JSON body. */
const bodyReads = new Map<string, (slug: string) => string>([
  ['product/category', readKeys.categoryProducts],
  ['product/single', readKeys.product],
])

/** True for a POST path whose answer is cached by the slug in its body. */
export const isBodyRead = (path: string) => bodyReads.has(path)

/**
 * The key of a cached GET read: `path` is below /api/shop, without leading or trailing slashes, segments decoded.
 * A search (`GET /product?search=`) is computed per request and has no key.
 */
export function getReadKey(path: string, search: URLSearchParams): string | null {
  if (search.has('search')) return null
  if (path === 'category') return readKeys.categories()
  if (path === 'product') return readKeys.products()
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
  const keyOf = bodyReads.get(path)
  const slug = keyOf ? slugNameOf(body) : null
  return keyOf && slug !== null ? keyOf(slug) : null
}
