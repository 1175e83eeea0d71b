import type { APIRequestContext } from '@playwright/test'

import type { Category, Post, Product } from '../../../cms/contract'

/** The seeded catalogue and blog as the shop API gives them, so tests check pages against real data. */
export type ShopData = { categories: Category[]; products: Product[]; posts: Post[] }

async function readJson(request: APIRequestContext, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = body === undefined ? await request.get(path) : await request.post(path, { data: body })
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
  return (await response.json()) as Record<string, unknown>
}

/** Every published product, whole: the cards of `GET /product` page by page, then `POST /product/ids`. */
export async function everyProduct(request: APIRequestContext): Promise<Product[]> {
  const ids: string[] = []
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const answer = (await readJson(request, `/api/shop/product?page=${page}&limit=100`)) as { data: { _id: string }[]; totalPages: number }
    ids.push(...answer.data.map((card) => card._id))
    pages = answer.totalPages
  }
  const products: Product[] = []
  for (let start = 0; start < ids.length; start += 100) {
    products.push(...((await readJson(request, '/api/shop/product/ids', { ids: ids.slice(start, start + 100) })).data as Product[]))
  }
  return products
}

export async function shopData(request: APIRequestContext): Promise<ShopData> {
  const [categories, products, posts] = await Promise.all([
    readJson(request, '/api/shop/category').then((answer) => answer.data as Category[]),
    everyProduct(request),
    readJson(request, '/api/shop/blog').then((answer) => answer.data as Post[]),
  ])
  return { categories, products, posts }
}

export const productPath = (product: Product) => `/categories/${product.category.slug}/${product.slug}`

/** A product sold in several sizes, each with codes. */
export const multiSizeProduct = (data: ShopData) => {
  const found = data.products.find(
    (product) => product.variants.length > 1 && product.variants.every((variant) => variant.codes.length > 0),
  )
  if (!found) throw new Error('The seed has no product with several sizes')
  return found
}

/** A product whose only size is 'General'. */
export const generalSizeProduct = (data: ShopData) => {
  const found = data.products.find(
    (product) => product.variants.length > 0 && product.variants.every((variant) => variant.size === 'General'),
  )
  if (!found) throw new Error("The seed has no product sold only in the size 'General'")
  return found
}

export const suture = (data: ShopData) => {
  const found = data.products.find((product) => product.category.slug === 'surgical-sutures' && product.metaData.tensileStrength.length > 0)
  if (!found) throw new Error('The seed has no suture with a tensile strength table')
  return found
}

/** The public addresses the route table names (docs/requirements.md), with the heading each shows. */
export const STATIC_ROUTES = [
  { path: '/', heading: 'Premium Quality Surgical Sutures Manufacturer in India' },
  { path: '/about-us', heading: 'About Us' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/categories', heading: 'Shop By Categories' },
  { path: '/blog', heading: 'Our Blogs' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/error', heading: 'Oops! Something went wrong' },
] as const

/**
 * Stops the page's fake clock where it is (install it with page.clock.install() before loading the page). Until
 * then it follows real time, which the page needs to load: its data layer schedules work with timers.
 */
export async function pauseClock(page: import('@playwright/test').Page): Promise<void> {
  // The page's clock keeps running between reading it and pausing; on a busy machine that can pass the chosen moment,
  // so read it again and retry.
  for (;;) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + 300)
      return
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}

/** A pattern matching `text` literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
