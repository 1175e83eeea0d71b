import type { APIRequestContext } from '@playwright/test'

import type { Category, Post, Product } from '../../../cms/contract'

/** The seeded catalogue and blog as the shop API gives them, so tests check pages against real data. */
export type ShopData = { categories: Category[]; products: Product[]; posts: Post[] }

export async function shopData(request: APIRequestContext): Promise<ShopData> {
  const [categories, products, posts] = await Promise.all(
    ['/api/shop/category', '/api/shop/product', '/api/shop/blog'].map(async (path) => {
      const response = await request.get(path)
      if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
      return ((await response.json()) as { data: unknown[] }).data
    }),
  )
  return { categories: categories as Category[], products: products as Product[], posts: posts as Post[] }
}

export const productPath = (product: Product) => `/categories/${product.category.slug}/${product.slug}`

/** A product sold in several sizes, each with codes. */
export const multiSizeProduct = (data: ShopData) => {
  const found = data.products.find((product) => product.variants.length > 1 && product.variants.every((variant) => variant.codes.length > 0))
  if (!found) throw new Error('The seed has no product with several sizes')
  return found
}

/** A product whose only size is 'General'. */
export const generalSizeProduct = (data: ShopData) => {
  const found = data.products.find((product) => product.variants.length > 0 && product.variants.every((variant) => variant.size === 'General'))
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
