import AxeBuilder from '@axe-core/playwright'

import { expect, revealWholePage, test } from '../fixtures'
import { productPath, shopData, type ShopData } from './support'

let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

function publicRoutes(): string[] {
  const post = data.posts[0]
  return [
    '/',
    '/about-us',
    '/contact-us',
    '/categories',
    '/categories/surgical-sutures',
    productPath(data.products.find((product) => product.category.slug === 'surgical-sutures')!),
    '/blog',
    `/blog/${post.slug}`,
    `/blog/categories/${post.categories[0].slug}`,
    `/blog/tags/${post.tags[0].slug}`,
    '/terms',
    '/privacy',
    '/error',
    '/no-such-page',
  ]
}

for (const width of [375, 1280]) {
  test(`no serious or critical axe violations on any public route at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    const problems: string[] = []
    for (const path of publicRoutes()) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // Reveal everything that fades in, so it is checked at its final colours.
      await revealWholePage(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
      for (const violation of results.violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(
            `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          )
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}
