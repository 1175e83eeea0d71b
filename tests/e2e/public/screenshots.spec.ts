import path from 'node:path'

import { expect, revealWholePage, test } from '../fixtures'
import { productPath, shopData } from './support'

const DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots')

/** Home, a category, a product and a blog post at phone and desktop widths, kept as test artefacts. */
test('screenshots of the main public pages at 375 px and 1280 px', async ({ page, request }) => {
  test.setTimeout(180_000)
  const data = await shopData(request)
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/categories/surgical-sutures' },
    { name: 'product', path: productPath(data.products.find((product) => product.category.slug === 'surgical-sutures')!) },
    { name: 'blog-post', path: `/blog/${data.posts[0].slug}` },
  ]
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 700 ? 812 : 900 })
    for (const entry of pages) {
      await page.goto(entry.path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await revealWholePage(page)
      await page.screenshot({ path: path.join(DIR, `${entry.name}-${width}.png`), fullPage: true })
    }
  }
})
