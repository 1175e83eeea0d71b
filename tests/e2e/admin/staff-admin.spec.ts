import type { APIRequestContext } from '@playwright/test'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import { chooseInAdminSelect, logIntoAdmin } from './support'

async function staffToken(request: APIRequestContext, login: { email: string; password: string }) {
  const response = await request.post('/api/users/login', { data: login })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

async function customerToken(request: APIRequestContext) {
  const { countryCode, phoneNumber, password } = SEED_LOGINS.customer
  const response = await request.post('/api/customers/login', { data: { username: `${countryCode}${phoneNumber}`, password } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { token: string; user: { id: string } }
}


test('a catalogue editor types a price in rupees in the admin and the shop shows it', async ({ page, request }) => {
  type Listed = { _id: string; slug: string; variants: { size: string; codes: { shortCode: string }[] }[] }
  const products = (await (await request.get('/api/shop/product')).json()).data as Listed[]
  const product = products[0]
  const { size, codes } = product.variants[0]
  await logIntoAdmin(page, SEED_LOGINS.editor)
  await page.goto(`/admin/collections/products/${product._id}`)
  const mrp = page.locator('#field-variants__0__codes__0__originalPrice')
  const price = page.locator('#field-variants__0__codes__0__discountedPrice')
  await expect(price).toBeVisible()
  await mrp.fill('2,500')
  // A typo is refused on save, never stored as some other amount.
  await price.fill('23.50.5')
  const publish = page.getByRole('button', { name: 'Publish changes' })
  await publish.click()
  await expect(page.getByText('Enter an amount in rupees with up to two decimals').first()).toBeVisible()
  await price.fill('2350')
  await publish.click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
  await page.reload()
  await expect(price).toHaveValue('2350.00')

  const single = await request.post('/api/shop/product/single', { data: { slugName: product.slug } })
  const [fresh] = (await single.json()).data
  expect(fresh.variants[0].codes[0]).toMatchObject({ originalPrice: 2500, discountedPrice: 2350 })
  await page.goto(`/products/${product.slug}`)
  const panel = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add To Cart' }) }).first()
  const sizeSelect = panel.getByLabel('Size', { exact: true })
  if (await sizeSelect.count()) await sizeSelect.selectOption(size)
  await panel.getByLabel('Code', { exact: true }).selectOption(codes[0].shortCode)
  await expect(page.getByTestId('price-block')).toContainText('₹ 2,350.00')
})

test('an order manager moves an order from ORDERED to SHIPPED; a backwards move is refused', async ({ page, request }) => {
  const adminToken = await staffToken(request, SEED_LOGINS.admin)
  const { user: customer } = await customerToken(request)
  const created = await request.post('/api/orders', {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { customer: customer.id, subtotal: 50_000, total: 50_000, paymentType: 'COD', lines: [] },
  })
  expect(created.status()).toBe(201)
  const order = (await created.json()).doc as { id: string; orderId: string; status: string }
  expect(order.status).toBe('ORDERED')

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.goto(`/admin/collections/orders/${order.id}`)
  await expect(page.getByRole('heading', { name: order.orderId })).toBeVisible()
  await chooseInAdminSelect(page, 'status', 'SHIPPED')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  const stored = await request.get(`/api/orders/${order.id}?depth=0`, { headers: { Authorization: `JWT ${adminToken}` } })
  const shipped = await stored.json()
  expect(shipped.status).toBe('SHIPPED')
  expect(shipped.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(['ORDERED', 'SHIPPED'])
  expect(shipped.statusHistory[1].by).toContain('staff')

  await page.reload()
  await expect(page.locator('#field-status')).toContainText('SHIPPED')
  await chooseInAdminSelect(page, 'status', 'ORDERED')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('An order that is SHIPPED can only move to DELIVERED or CANCELLED, not ORDERED.')).toBeVisible()
  const unchanged = await (await request.get(`/api/orders/${order.id}?depth=0`, { headers: { Authorization: `JWT ${adminToken}` } })).json()
  expect(unchanged.status).toBe('SHIPPED')
})

test('a customer token is refused by the admin', async ({ page, context, request, baseURL }) => {
  const { token } = await customerToken(request)
  await context.addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/unauthorized/)
  const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  expect((await me.json()).user).toBeNull()
  const staffList = await request.get('/api/users', { headers: { Authorization: `JWT ${token}` } })
  expect(staffList.status()).toBe(403)
})
