import { expect, test } from '../fixtures'
import { productPath, shopData, type ShopData } from './support'

/** What crawlers and link previews see: the HTML as the server sends it, without running any script. */
let data: ShopData

test.beforeAll(async ({ request }) => {
  data = await shopData(request)
})

type Head = { title: string; meta: Record<string, string>; canonical: string | null; jsonLd: Record<string, unknown>[] }

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'))
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const meta: Record<string, string> = {}
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) meta[match[1]] = decode(match[2])
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1])),
  }
}

async function fetchHead(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), head: readHead(await response.text()), origin: new URL(response.url()).origin }
}

const ofType = (head: Head, type: string) =>
  head.jsonLd.find((entry) => ([] as unknown[]).concat(entry['@type']).includes(type)) as Record<string, any> | undefined

test('home carries title, description, canonical, Open Graph and the business with its opening hours', async ({ request }) => {
  const { status, head, origin } = await fetchHead(request, '/')
  expect(status).toBe(200)
  expect(head.title).toContain('Premium Quality Surgical Sutures Manufacturer in India')
  expect(head.meta.description.length).toBeGreaterThan(50)
  expect(head.canonical).toBe(`${origin}/`)
  expect(head.meta['og:title']).toBe(head.title)
  expect(head.meta['og:url']).toBe(`${origin}/`)
  expect(head.meta['og:image']).toMatch(/^https?:\/\//)
  const business = ofType(head, 'Organization')!
  expect(business.openingHoursSpecification[0]).toMatchObject({
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:00',
  })
})

test('a category page has its own title, description and breadcrumb data', async ({ request }) => {
  const category = data.categories.find((entry) => entry.slug === 'surgical-sutures')!
  const { head, origin } = await fetchHead(request, `/categories/${category.slug}`)
  expect(head.title).toContain('Surgical Sutures Products')
  if (category.metaDescription) expect(head.meta.description).toBe(category.metaDescription)
  expect(head.canonical).toBe(`${origin}/categories/${category.slug}`)
  const crumbs = ofType(head, 'BreadcrumbList')!
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Category', 'Surgical Sutures'])
})

test('a product page describes the product with one INR offer per catalogue code', async ({ request }) => {
  const product = data.products.find((entry) => entry.variants.flatMap((variant) => variant.codes).length > 1)!
  const { status, head, origin } = await fetchHead(request, productPath(product))
  expect(status).toBe(200)
  expect(head.title).toContain(product.name)
  expect(head.canonical).toBe(`${origin}${productPath(product)}`)
  expect(head.meta['og:type']).toBe('product')
  const described = ofType(head, 'Product')!
  expect(described.name).toBe(product.name)
  const codes = product.variants.flatMap((variant) => variant.codes)
  expect(described.offers).toHaveLength(codes.length)
  for (const [index, code] of codes.entries()) {
    expect(described.offers[index]).toMatchObject({ sku: code.shortCode, price: code.discountedPrice.toFixed(2), priceCurrency: 'INR' })
  }
  expect(ofType(head, 'BreadcrumbList')!.itemListElement).toHaveLength(4)
})

test('a blog post carries BlogPosting data', async ({ request }) => {
  const post = data.posts[0]
  const { head, origin } = await fetchHead(request, `/blog/${post.slug}`)
  expect(head.title).toContain(post.title)
  expect(head.meta.description).toBe(post.teaser)
  expect(head.meta['og:type']).toBe('article')
  expect(head.canonical).toBe(`${origin}/blog/${post.slug}`)
  expect(ofType(head, 'BlogPosting')).toMatchObject({ headline: post.title, author: { name: post.author } })
})

test('unknown products, categories and posts answer 404 with the app still in the page', async ({ request }) => {
  for (const path of [
    '/categories/no-such',
    '/categories/surgical-sutures/no-such',
    '/blog/no-such',
    '/products/no-such',
    '/no/such/page',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toContain('<div id="root">')
    expect(readHead(html).meta.robots, path).toContain('noindex')
  }
})

test('/products/{slug} redirects permanently to the product page', async ({ request }) => {
  const product = data.products[0]
  const response = await request.get(`/products/${product.slug}`, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe(productPath(product))
})

test('the sitemap lists every public page, category, product and post', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  for (const path of ['/', '/about-us', '/contact-us', '/categories', '/blog', '/terms', '/privacy']) expect(locations).toContain(path)
  for (const category of data.categories) expect(locations).toContain(`/categories/${category.slug}`)
  for (const product of data.products) expect(locations).toContain(productPath(product))
  for (const post of data.posts) expect(locations).toContain(`/blog/${post.slug}`)
  expect(locations).not.toContain('/dashboard')
  expect(locations).not.toContain('/mycart')
})

test('robots.txt allows all but the admin, the API and the signed-in pages, and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  const origin = new URL((await request.get('/robots.txt')).url()).origin
  expect(text).toContain('User-agent: *')
  for (const path of ['/admin', '/api', '/dashboard', '/mycart']) expect(text).toContain(`Disallow: ${path}`)
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`)
})

test('build files are served with their content type; a missing chunk is a plain 404', async ({ request }) => {
  const html = await (await request.get('/about-us')).text()
  const script = /src="(\/js\/[^"]+\.js)"/.exec(html)![1]
  const response = await request.get(script)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/javascript/)
  const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]
  expect((await request.get(style)).headers()['content-type']).toMatch(/text\/css/)
  expect((await request.get('/js/no-such-chunk.js')).status()).toBe(404)
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
})

test('the storefront does not shadow the admin or the API', async ({ request }) => {
  expect((await request.get('/api/shop/category')).headers()['content-type']).toContain('application/json')
  const bareApi = await request.get('/api')
  expect(bareApi.status()).toBe(404)
  expect(bareApi.headers()['content-type']).toContain('application/json')
  const admin = await request.get('/admin/login')
  expect(admin.status()).toBe(200)
  expect(await admin.text()).not.toContain('<!--seo')
})
