import { beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, get } from '../helpers/api'

type ListedProduct = { slug: string; category: { slug: string } }

const page = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' })

let product: ListedProduct
let otherCategory: string

beforeAll(async () => {
  const products = (await get<{ data: ListedProduct[] }>('/product')).body.data
  product = products[0]
  otherCategory = products.find((entry) => entry.category.slug !== product.category.slug)!.category.slug
})

describe('product addresses /categories/{category}/{product}', () => {
  it("answers 200 at the product's own address", async () => {
    expect((await page(`/categories/${product.category.slug}/${product.slug}`)).status).toBe(200)
  })

  it('redirects (301) a wrong or unknown category to the product’s own address', async () => {
    for (const category of [otherCategory, 'no-such-category']) {
      const answer = await page(`/categories/${category}/${product.slug}`)
      expect(answer.status).toBe(301)
      expect(new URL(answer.headers.get('location')!, baseUrl()).pathname).toBe(`/categories/${product.category.slug}/${product.slug}`)
    }
  })

  it('answers 404 for an unknown product, whatever the category', async () => {
    for (const category of [product.category.slug, 'no-such-category']) {
      expect((await page(`/categories/${category}/no-such-product`)).status).toBe(404)
    }
  })
})

describe('search results /search?q=', () => {
  it("answers 200 with the page's own head, kept out of search engines, and preloads its screen", async () => {
    const answer = await page('/search?q=NW%202341')
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toMatch(/<title>Search results[^<]*<\/title>/)
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/)
    expect(html).toContain('<div id="root">')
  })
})
