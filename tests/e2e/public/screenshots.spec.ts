import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

import { expect, revealWholePage, test } from '../fixtures'

const DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots')
const CATEGORY = 'surgical-sutures'

type Shown = { path: string; heading: RegExp | null }

const naming = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')

/** The main public pages, each with the address it is opened at and the heading it must show (null: any). */
const PAGES: Record<string, (request: APIRequestContext) => Promise<Shown>> = {
  home: async () => ({ path: '/', heading: null }),
  category: async (request) => {
    const categories = (await (await request.get('/api/shop/category')).json()).data as { name: string; slug: string }[]
    return { path: `/categories/${CATEGORY}`, heading: naming(categories.find((category) => category.slug === CATEGORY)!.name) }
  },
  product: async (request) => {
    const page = await request.post('/api/shop/product/category', { data: { slugName: CATEGORY, limit: 1 } })
    const card = (await page.json()).data[0] as { name: string; slug: string }
    return { path: `/categories/${CATEGORY}/${card.slug}`, heading: naming(card.name) }
  },
  'blog-post': async (request) => {
    const post = (await (await request.get('/api/shop/blog')).json()).data[0] as { title: string; slug: string }
    return { path: `/blog/${post.slug}`, heading: naming(post.title) }
  },
}

/** Images in the page that the browser could not draw (broken or never loaded). */
const undrawnImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc || image.src),
  )

for (const width of [375, 1280]) {
  for (const [name, shown] of Object.entries(PAGES)) {
    test(`${name} at ${width} px: its heading, the header and footer, no sideways scrolling, every image drawn`, async ({
      page,
      request,
    }) => {
      const { path: address, heading } = await shown(request)
      await page.setViewportSize({ width, height: width < 700 ? 812 : 900 })
      await page.goto(address)
      const title = page.getByRole('heading', { level: 1 }).first()
      if (heading === null) await expect(title).not.toBeEmpty()
      else await expect(title).toHaveText(heading)
      await revealWholePage(page)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await undrawnImages(page)).toEqual([])
      await page.screenshot({ path: path.join(DIR, `${name}-${width}.png`), fullPage: true })
    })
  }
}
