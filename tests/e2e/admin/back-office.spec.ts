import fs from 'node:fs'

import { request as playwrightRequest, type Browser, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, stackUrls, test } from '../fixtures'
import { oldestPublishedProducts } from '../buying/picks'
import { logIntoAdmin } from './support'

type Placed = { id: string; orderId: string; code: string; quantity: number }
const placed: Placed[] = []

/** Two cash-on-delivery orders of the seeded buyer, placed through checkout's API (orders are made by checkout only). */
test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: stackUrls().baseUrl })
  const login = await api.post('/api/users/login', { data: SEED_LOGINS.admin })
  const staff = { Authorization: `JWT ${(await login.json()).token}` }
  const { countryCode, phoneNumber, password } = SEED_LOGINS.customer
  const buyer = await (await api.post('/api/shop/user/login', { data: { countryCode, phoneNumber, password } })).json()
  const headers = { Authorization: `Bearer ${buyer.token}` }
  const address = await api.post('/api/shop/address/create', {
    headers,
    data: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
  })
  expect(address.status(), await address.text()).toBe(201)
  const addressId = (await address.json()).data._id as string
  const products = await (await api.get(oldestPublishedProducts(2))).json()
  for (const [index, product] of (
    products.docs as { id: string; variants: { size: string; codes: { shortCode: string; discountedPrice: number }[] }[] }[]
  ).entries()) {
    const { size, codes } = product.variants[0]!
    const code = codes[0]!
    const quantity = index + 2
    const cart = await api.post('/api/shop/cart/create', {
      headers,
      data: { products: [{ product: product.id, size, code: code.shortCode, quantity }] },
    })
    expect(cart.status(), await cart.text()).toBe(201)
    const order = await api.post('/api/shop/order/create', {
      headers,
      data: { cartId: (await cart.json()).cartId, paymentType: 'COD', addressId, orderAmount: (code.discountedPrice * quantity) / 100 },
    })
    expect(order.status(), await order.text()).toBe(201)
    const { orderId } = (await order.json()) as { orderId: string }
    const found = await (await api.get(`/api/orders?where[orderId][equals]=${orderId}&depth=0`, { headers: staff })).json()
    placed.push({ id: found.docs[0].id, orderId, code: code.shortCode, quantity })
  }
  await api.dispose()
})

async function adminPage(browser: Browser, login: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: stackUrls().baseUrl })).newPage()
  await logIntoAdmin(page, login)
  return page
}

/** Pages of a PDF: Chromium writes one `/Type /Page` object per page (and one `/Type /Pages` tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length

test('the admin home shows each role its own tiles, linking to filtered lists', async ({ browser }) => {
  const groupsOn = (page: Page) => page.locator('.shop-dashboard').getByRole('region')
  const editor = await adminPage(browser, SEED_LOGINS.editor)
  await expect(groupsOn(editor)).toHaveAccessibleName('Catalogue')
  await expect(groupsOn(editor).getByRole('link', { name: /Products without images/ })).toBeVisible()

  const admin = await adminPage(browser, SEED_LOGINS.admin)
  await expect(groupsOn(admin).first()).toHaveAccessibleName('Order desk')
  await expect(groupsOn(admin).last()).toHaveAccessibleName('Catalogue')
  await expect(groupsOn(admin)).toHaveCount(2)

  const orders = await adminPage(browser, SEED_LOGINS.orders)
  await expect(groupsOn(orders)).toHaveAccessibleName('Order desk')
  const toShip = groupsOn(orders).getByRole('link', { name: /Orders to ship/ })
  await expect(toShip).toContainText(/\d+/)
  expect(Number(await toShip.locator('.shop-dashboard__value').textContent())).toBeGreaterThanOrEqual(placed.length)
  await toShip.click()
  await expect(orders).toHaveURL(/\/admin\/collections\/orders\?where/)
  for (const order of placed) await expect(orders.getByRole('link', { name: order.orderId })).toBeVisible()
})

test('an order manager exports the CSV and prints packing slips on A4 pages', async ({ page, context }) => {
  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.goto('/admin/collections/orders')
  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  await expect(exportLink).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  const rows = parse(fs.readFileSync(await download.path()), { bom: true, columns: true }) as Record<string, string>[]
  for (const order of placed) {
    const lines = rows.filter((row) => row['Order ID'] === order.orderId)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      Code: order.code,
      Quantity: String(order.quantity),
      State: 'Haryana',
      'Payment type': 'COD',
      Status: 'ORDERED',
    })
  }

  for (const order of placed) await page.locator('tr', { hasText: order.orderId }).locator('input[type=checkbox]').check()
  const [slips] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: `Print packing slips (${placed.length})` }).click(),
  ])
  await expect(slips.locator('article.packing-slip')).toHaveCount(placed.length)
  for (const order of placed) {
    const slip = slips.getByRole('article', { name: `Packing slip ${order.orderId}` })
    await expect(slip.getByRole('img', { name: `Barcode ${order.orderId}` }).locator('svg')).toBeVisible()
    await expect(slip.getByRole('row', { name: new RegExp(order.code) })).toContainText(String(order.quantity))
    await expect(slip).not.toContainText('₹')
  }
  expect(pdfPages(await slips.pdf({ format: 'A4' }))).toBe(placed.length)

  await page.goto(`/admin/collections/orders/${placed[0]!.id}`)
  const [single] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Packing slip' }).click()])
  await expect(single.locator('article.packing-slip')).toHaveCount(1)
  expect(pdfPages(await single.pdf({ format: 'A4' }))).toBe(1)
})

test('the orders CSV answers 401 without a login and 403 to a catalogue editor', async ({ request }) => {
  const url = '/api/staff/orders/export.csv?from=2026-01-01&to=2026-12-31'
  expect((await request.get(url)).status()).toBe(401)
  const login = await request.post('/api/users/login', { data: SEED_LOGINS.editor })
  const refused = await request.get(url, { headers: { Authorization: `JWT ${(await login.json()).token}` } })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toEqual({ message: 'You are not allowed to do this' })
})
