import type { APIRequestContext, Page } from '@playwright/test'

import { MSG, type Product } from '../../../cms/contract'
import { expect, test } from '../fixtures'
import { productPath } from './support'

/** Prices as the storefront writes them (`formatRupees`): `₹ 1,234.50`, or whole rupees for MRP. */
const money = (rupees: number, decimals = 2) =>
  `₹ ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(rupees)}`
const range = ({ min, max }: { min: number; max: number }, decimals = 2) =>
  min === max ? money(min, decimals) : `${money(min, decimals)} - ${money(max, decimals)}`

type Resolved = { slugName: string; category: { slug: string }; size: string; shortCode: string }

async function resolve(request: APIRequestContext, code: string): Promise<Resolved> {
  const response = await request.post('/api/shop/product/codes', { data: { codes: [code] } })
  return (await response.json()).data[0]
}

async function productOf(request: APIRequestContext, slug: string): Promise<Product> {
  return (await (await request.post('/api/shop/product/single', { data: { slugName: slug } })).json()).data[0]
}

async function chooseCode(page: Page, code: Resolved) {
  // The purchase panel is drawn by the app after the page's preview: count the size selector once it is there.
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible()
  const size = page.getByLabel('Size', { exact: true })
  if (await size.count()) await size.selectOption(code.size)
  await page.getByLabel('Code', { exact: true }).selectOption(code.shortCode)
}

/** Content-Security-Policy violations the page reports (a refused `new Function` probe among them), collected from its start. */
async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test('a product page says only what is true: no made-up rating or sales, "Our price" ranges beside the MRP', async ({ page, request }) => {
  const code = await resolve(request, 'BD 7121')
  const product = await productOf(request, code.slugName)
  expect(product.ourPriceRange.min, 'the seed sells the bandage at more than one price').not.toBe(product.ourPriceRange.max)
  const violations = await collectViolations(page)
  // A figure of recent orders comes from the server's count of real orders; none is shown while it is too small to say.
  await page.route('**/api/shop/product/single', async (route) => {
    const answer = await (await route.fetch()).json()
    answer.data[0].recentOrders = 50
    await route.fulfill({ json: answer })
  })

  await page.goto(productPath(product))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByRole('img', { name: /Rated/ })).toHaveCount(0)
  await expect(page.getByText(/bought|orders in the last/)).toHaveCount(0)
  const prices = page.getByTestId('price-block')
  await expect(prices).toContainText(`Our Price${range(product.ourPriceRange)}`)
  await expect(prices).toContainText(`MRP${range(product.priceRange, 0)}`)
  const card = page.getByTestId('product-card').first()
  await expect(card).toContainText(/Our price₹ [\d,.]+( - ₹ [\d,.]+)?MRP₹ [\d,]+( - ₹ [\d,]+)?/)

  // Another product, opened from a card, is read from the server: its figure of recent orders shows.
  await card.click()
  await expect(page.getByText('50+ orders in the last 30 days')).toBeVisible()
  expect(await violations()).toEqual([])

  // A form's schemas (zod) are made without the `new Function` probe the policy would report.
  await page.goto('/contact-us')
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible()
  expect(await violations()).toEqual([])
})

test('pack rules hold on the product page: the quantity starts at the pack, Add To Cart refuses a broken one', async ({
  page,
  request,
}) => {
  const box = await resolve(request, 'BD 7121')
  await page.goto(`/categories/${box.category.slug}/${box.slugName}`)
  await chooseCode(page, box)
  const quantity = page.getByLabel('Quantity', { exact: true })
  await expect(quantity).toHaveValue('12')

  await quantity.fill('5')
  await expect(page.getByRole('alert').filter({ hasText: 'BD 7121 is sold in multiples of 12' })).toBeVisible()
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'BD 7121 is sold in multiples of 12' })).toBeVisible()
  await expect(page.getByText(MSG.cart.added)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('nuvo_cart'))).toBeNull()

  await quantity.fill('24')
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByText(MSG.cart.added)).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('nuvo_cart') ?? '[]'))
  expect(stored).toEqual([expect.objectContaining({ code: 'BD 7121', quantity: 24 })])
})

test('the headline price follows the quantity tier the cart charges (DN 1101: ₹ 335.00, from 10 on ₹ 320.00)', async ({
  page,
  request,
}) => {
  const gauze = await resolve(request, 'DN 1101')
  await page.goto(`/categories/${gauze.category.slug}/${gauze.slugName}`)
  await chooseCode(page, gauze)
  const prices = page.getByTestId('price-block')
  await expect(prices).toContainText(`Our Price${money(335)}`)
  await page.getByLabel('Quantity', { exact: true }).fill('10')
  await expect(prices).toContainText(`Our Price${money(320)}`)
  await page.getByLabel('Quantity', { exact: true }).fill('50')
  await expect(prices).toContainText(`Our Price${money(300)}`)
})
