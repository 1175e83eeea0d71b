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
  const response = await request.post('/api/shop/user/login', { data: { countryCode, phoneNumber, password } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { token: string; user: { _id: string } }
}

/** A cash-on-delivery order placed through the shop API by the seed's customer (orders are made by checkout only). */
async function placeOrder(request: APIRequestContext): Promise<string> {
  const { token } = await customerToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const address = await request.post('/api/shop/address/create', {
    headers,
    data: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
  })
  expect(address.status()).toBe(201)
  const { docs } = await (await request.get('/api/products?limit=1&depth=0&where[_status][equals]=published')).json()
  const [variant] = docs[0].variants as { size: string; codes: { shortCode: string; discountedPrice: number }[] }[]
  const code = variant.codes[0]
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: docs[0].id, size: variant.size, code: code.shortCode, quantity: 1 }] },
  })
  expect(cart.status()).toBe(201)
  const order = await request.post('/api/shop/order/create', {
    headers,
    data: { cartId: (await cart.json()).cartId, paymentType: 'COD', addressId: (await address.json()).data._id, orderAmount: code.discountedPrice / 100 },
  })
  expect(order.status()).toBe(201)
  return (await order.json()).orderId
}


test('a catalogue editor changes a catalogue code price in the admin and the shop shows it', async ({ page, request }) => {
  const products = (await (await request.get('/api/shop/product')).json()).data as { _id: string; slug: string }[]
  const product = products[0]
  await logIntoAdmin(page, SEED_LOGINS.editor)
  await page.goto(`/admin/collections/products/${product._id}`)
  const price = page.locator('#field-variants__0__codes__0__discountedPrice')
  await expect(price).toBeVisible()
  await price.fill('12345')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  const single = await request.post('/api/shop/product/single', { data: { slugName: product.slug } })
  const [fresh] = (await single.json()).data
  expect(fresh.variants[0].codes[0].discountedPrice).toBe(123.45)
})

test('an order manager moves an order from ORDERED to SHIPPED; a backwards move is refused', async ({ page, request }) => {
  const adminToken = await staffToken(request, SEED_LOGINS.admin)
  const orderId = await placeOrder(request)
  const found = await request.get(`/api/orders?where[orderId][equals]=${orderId}&depth=0`, { headers: { Authorization: `JWT ${adminToken}` } })
  const order = (await found.json()).docs[0] as { id: string; orderId: string; status: string }
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
  expect(me.status()).toBe(403)
  const staffList = await request.get('/api/users', { headers: { Authorization: `JWT ${token}` } })
  expect(staffList.status()).toBe(403)
})
