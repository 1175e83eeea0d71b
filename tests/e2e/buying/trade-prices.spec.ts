import type { APIRequestContext, Page } from '@playwright/test'

import { DEMO_DISTRIBUTOR } from '../../../seed/data/trade'
import { expect, test } from '../fixtures'
import { openSignedIn, randomClientIp, rupees, type Customer } from './support'

/** The seed's verified distributor: a rate contract with DN 1101 at ₹325 (public ₹335, tiers 10+ ₹320, 50+ ₹300). */
async function signInDistributor(request: APIRequestContext): Promise<Customer> {
  const ip = randomClientIp()
  const { countryCode, phoneNumber, password } = DEMO_DISTRIBUTOR
  const response = await request.post('/api/shop/user/login', {
    data: { countryCode, phoneNumber, password },
    headers: { 'X-Forwarded-For': ip },
  })
  const body = await response.json()
  expect(body.responseCode, JSON.stringify(body)).toBe('SUCCESS')
  return {
    ...body.user,
    name: body.user.name,
    password,
    phoneNumber,
    countryCode,
    email: body.user.email,
    token: body.token,
    user: body.user,
    ip,
  }
}

type Resolved = { slugName: string; category: { slug: string }; size: string; shortCode: string; productId: string }

async function resolve(request: APIRequestContext, code: string): Promise<Resolved> {
  const response = await request.post('/api/shop/product/codes', { data: { codes: [code] } })
  return (await response.json()).data[0]
}

async function choose(page: Page, code: Resolved, quantity: string) {
  // A signed-in buyer's product is fetched with their token (no public first answer): wait for the panel.
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible()
  const size = page.getByLabel('Size', { exact: true })
  if (await size.count()) await size.selectOption(code.size)
  await page.getByLabel('Code', { exact: true }).selectOption(code.shortCode)
  await page.getByLabel('Quantity', { exact: true }).fill(quantity)
}

test('a distributor sees contract prices on the product page and in the cart, tiers and pack rules', async ({
  page,
  request,
}, testInfo) => {
  const distributor = await signInDistributor(request)
  const gauze = await resolve(request, 'DN 1101')
  const bandage = await resolve(request, 'BD 7121')

  await page.setViewportSize({ width: 1280, height: 900 })
  await openSignedIn(page, distributor, `/categories/${gauze.category.slug}/${gauze.slugName}`)
  await choose(page, gauze, '1')
  await expect(page.getByTestId('price-block')).toContainText(rupees(325))
  const terms = page.getByTestId('trade-terms')
  await expect(terms).toContainText('Your contract price')
  await expect(terms).toContainText(rupees(335))
  await expect(terms.locator('tbody tr')).toHaveText([`1–9${rupees(325)}`, `10–49${rupees(320)}`, `50+${rupees(300)}`])
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`trade-product-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  // The phones' bar leaves once the page has seen the wider screen; then the form's own button is the only one.
  await expect(page.getByTestId('sticky-add-to-cart')).toHaveCount(0)
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.goto('/mycart')
  const line = page.getByTestId('cart-line').filter({ hasText: 'DN 1101' })
  // Unit price and line total, both ₹325 for one.
  await expect(line.getByText(rupees(325), { exact: true })).toHaveCount(2)
  await expect(page.getByTestId('order-total')).toHaveText(rupees(325))
  // The tier of 10 and more (₹320) is below the contract price: the cart applies it as the quantity passes the break.
  await line.getByRole('textbox').fill('10')
  await expect(line.getByText(rupees(320), { exact: true })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(rupees(3200))
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`trade-cart-${width}.png`), fullPage: true })
  }

  // A box-of-12 code: 5 is refused on the page and by the server, naming the code and the rule.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/categories/${bandage.category.slug}/${bandage.slugName}`)
  await choose(page, bandage, '5')
  await expect(page.getByTestId('trade-terms')).toContainText('Sold in multiples of 12')
  await expect(page.getByRole('alert').filter({ hasText: 'BD 7121 is sold in multiples of 12' })).toBeVisible()
  const refused = await request.post('/api/shop/cart/create', {
    data: { products: [{ product: bandage.productId, size: bandage.size, code: 'BD 7121', quantity: 5 }] },
    headers: { Authorization: `Bearer ${distributor.token}`, 'X-Forwarded-For': distributor.ip },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).message).toBe('BD 7121 is sold in multiples of 12')

  // My Dashboard shows the business account as verified.
  await page.goto('/dashboard?tab=business')
  await expect(page.getByLabel('Organisation')).toHaveValue(DEMO_DISTRIBUTOR.business.organisation)
  await expect(page.getByRole('status').filter({ hasText: 'Verified.' })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('trade-dashboard-1280.png'), fullPage: true })
})
