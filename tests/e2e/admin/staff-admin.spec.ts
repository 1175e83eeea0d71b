import { createHmac } from 'node:crypto'

import type { APIRequestContext } from '@playwright/test'

import { SEED_LOGINS, TEST_KEYS } from '../../helpers/test-keys'
import { expect, stackUrls, test } from '../fixtures'
import { oldestPublishedProducts } from '../buying/picks'
import { logIntoAdmin, runOrderAction } from './support'

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

/** An order placed through the shop API by the seed's customer (orders are made by checkout only). */
async function placeOrder(request: APIRequestContext, paymentType: 'COD' | 'ONLINE' = 'COD') {
  const { token } = await customerToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const address = await request.post('/api/shop/address/create', {
    headers,
    data: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
  })
  expect(address.status()).toBe(201)
  const { docs } = await (await request.get(oldestPublishedProducts(1))).json()
  const [variant] = docs[0].variants as { size: string; codes: { shortCode: string; discountedPrice: number }[] }[]
  const code = variant.codes[0]
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: docs[0].id, size: variant.size, code: code.shortCode, quantity: 1 }] },
  })
  expect(cart.status()).toBe(201)
  const order = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType,
      addressId: (await address.json()).data._id,
      orderAmount: code.discountedPrice / 100,
    },
  })
  expect(order.status()).toBe(201)
  return { orderId: (await order.json()).orderId as string, headers }
}

test('a catalogue editor types a price in rupees in the admin and the shop shows it', async ({ page, request }) => {
  type Listed = { _id: string; slug: string; variants: { size: string; codes: { shortCode: string }[] }[] }
  const [card] = (await (await request.get('/api/shop/product')).json()).data as { slug: string }[]
  const [product] = (await (await request.post('/api/shop/product/single', { data: { slugName: card.slug } })).json()).data as Listed[]
  const { size, codes } = product.variants[0]
  await logIntoAdmin(page, SEED_LOGINS.editor)
  const mrp = page.locator('#field-variants__0__codes__0__originalPrice')
  const price = page.locator('#field-variants__0__codes__0__discountedPrice')
  // The login's own redirect to the dashboard can land after this navigation: open the product until it shows.
  await expect(async () => {
    await page.goto(`/admin/collections/products/${product._id}`)
    await expect(price).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await mrp.fill('2,500')
  const publish = page.getByRole('button', { name: 'Publish changes' })
  await price.fill('2350')
  await publish.click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
  await page.reload()
  await expect(price).toHaveValue('2350.00')

  const single = await request.post('/api/shop/product/single', { data: { slugName: product.slug } })
  const [fresh] = (await single.json()).data
  expect(fresh.variants[0].codes[0]).toMatchObject({ originalPrice: 2500, discountedPrice: 2350 })
  await page.goto(`/products/${product.slug}`)
  const panel = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first()
  await expect(panel.getByRole('button', { name: 'Add To Cart' })).toBeVisible()
  const sizeSelect = panel.getByLabel('Size', { exact: true })
  if (await sizeSelect.count()) await sizeSelect.selectOption(size)
  await panel.getByLabel('Code', { exact: true }).selectOption(codes[0].shortCode)
  await expect(page.getByTestId('price-block')).toContainText('₹ 2,350.00')
})

test('an order manager cancels a paid online order from the order summary; the refund goes through Razorpay', async ({ page, request }) => {
  const adminToken = await staffToken(request, SEED_LOGINS.admin)
  const auth = { Authorization: `JWT ${adminToken}` }
  // A real paid online order: placed through checkout, paid at the fake Razorpay, verified by the shop.
  const placed = await placeOrder(request, 'ONLINE')
  const payment = await request.post('/api/shop/payment/order', { headers: placed.headers, data: { orderId: placed.orderId } })
  expect(payment.status()).toBe(200)
  const razorpayOrderId = (await payment.json()).data.id as string
  const paymentId = `pay_e2e${Date.now()}`
  const signature = createHmac('sha256', TEST_KEYS.razorpayKeySecret).update(`${razorpayOrderId}|${paymentId}`).digest('hex')
  const verified = await request.post('/api/shop/payment/verify', {
    data: { razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature, orderId: placed.orderId },
  })
  expect(verified.status()).toBe(200)
  const found = await request.get(`/api/orders?where[orderId][equals]=${placed.orderId}&depth=0`, { headers: auth })
  const order = (await found.json()).docs[0] as { id: string; orderId: string; total: number; lines: { code: string }[] }
  const paid = `₹${(order.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/collections/orders/${order.id}`)
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByRole('heading', { name: order.orderId })).toBeVisible()
  await expect(summary).toContainText('Paid online')
  await expect(summary.getByRole('row', { name: new RegExp(order.lines[0].code) })).toContainText(paid)
  await expect(summary).toContainText('Gurugram, Haryana – 122001')
  await expect(summary).toContainText(paymentId)
  // Only the moves an ORDERED order may make are offered.
  await expect(summary.getByRole('button', { name: 'Mark as shipped' })).toBeVisible()
  await expect(summary.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('order-view-1280.png'), fullPage: true })

  // A cancellation without a reason is refused and names what is missing.
  const cancel = summary.getByRole('group', { name: 'Cancel order' })
  await expect(async () => {
    await summary.getByRole('button', { name: 'Cancel order', exact: true }).click()
    await expect(cancel).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(cancel).toContainText(`${paid} will be refunded to the buyer through Razorpay.`)
  await cancel.getByRole('button', { name: 'Confirm' }).click()
  await expect(cancel).toContainText('The reason is required to cancel an order')
  await runOrderAction(page, 'Cancel order', { Reason: 'Out of stock' }, 'CANCELLED')

  const { refunds } = (await (await fetch(`${stackUrls().razorpayUrl}/__inspect`)).json()) as {
    refunds: { id: string; payment_id: string; amount: number }[]
  }
  const refund = refunds.find((entry) => entry.payment_id === paymentId)
  expect(refund?.amount).toBe(order.total)
  await expect(summary).toContainText(`${paid} through Razorpay (${refund!.id})`)
  const stored = await (await request.get(`/api/orders/${order.id}?depth=0`, { headers: auth })).json()
  expect(stored).toMatchObject({
    status: 'CANCELLED',
    cancellation: { reason: 'Out of stock' },
    refund: { method: 'RAZORPAY', reference: refund!.id },
  })
  expect(stored.statusHistory.at(-1)).toMatchObject({ status: 'CANCELLED', by: expect.stringContaining('staff') })
})

test('each role sees only its part of the admin', async ({ page }) => {
  await logIntoAdmin(page, SEED_LOGINS.editor)
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible()
  for (const hidden of ['Orders', 'Customers', 'Couriers'])
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  await page.context().clearCookies()

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible()
  await page.goto('/admin/collections/products')
  await expect(page.getByRole('link', { name: /Create new/i })).toHaveCount(0)
})

test("staff change their own password in the admin, never a customer's", async ({ page }) => {
  await logIntoAdmin(page, SEED_LOGINS.admin)
  await page.goto('/admin/account')
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible()
  await page.goto('/admin/collections/customers')
  await page.locator('table tbody tr a').first().click()
  // The list has a search box too: read the field only once the customer's edit view is open.
  await expect(page).toHaveURL(/\/admin\/collections\/customers\/[^/?]+$/)
  await expect(page.getByLabel('Username')).toHaveValue(/^\+[0-9]+$/)
  await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0)
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
