import type { APIRequestContext } from '@playwright/test'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, stackUrls, test } from '../fixtures'
import { logIntoAdmin, runOrderAction } from './support'

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
  // The admin hydrates after load: the click is repeated until the refusal shows.
  await expect(async () => {
    await publish.click()
    await expect(page.getByText('Enter an amount in rupees with up to two decimals').first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
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
  await expect(panel.getByRole('button', { name: 'Add To Cart' })).toBeVisible()
  const sizeSelect = panel.getByLabel('Size', { exact: true })
  if (await sizeSelect.count()) await sizeSelect.selectOption(size)
  await panel.getByLabel('Code', { exact: true }).selectOption(codes[0].shortCode)
  await expect(page.getByTestId('price-block')).toContainText('₹ 2,350.00')
})

test('an order manager cancels a paid online order from the order summary; the refund goes through Razorpay', async ({ page, request }) => {
  const adminToken = await staffToken(request, SEED_LOGINS.admin)
  const auth = { Authorization: `JWT ${adminToken}` }
  const { user: customer } = await customerToken(request)
  const paymentId = `pay_e2e${Date.now()}`
  const created = await request.post('/api/orders', {
    headers: auth,
    data: {
      customer: customer.id,
      subtotal: 235_000,
      total: 235_000,
      paymentType: 'ONLINE',
      paymentStatus: 'PAID',
      razorpay: { orderId: 'order_e2e', paymentId },
      lines: [{ name: 'Suture kit', code: 'NW 2350', size: '3-0', quantity: 1, unitPrice: 235_000, lineTotal: 235_000 }],
      address: { doorNo: '12', streetName: 'MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    },
  })
  expect(created.status()).toBe(201)
  const order = (await created.json()).doc as { id: string; orderId: string }

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/collections/orders/${order.id}`)
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByRole('heading', { name: order.orderId })).toBeVisible()
  await expect(summary).toContainText('ONLINE · PAID')
  await expect(summary.getByRole('row', { name: /NW 2350/ })).toContainText('₹2,350.00')
  await expect(summary).toContainText('Bengaluru, Karnataka – 560001')
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
  await expect(cancel).toContainText('₹2,350.00 will be refunded to the buyer through Razorpay.')
  await cancel.getByRole('button', { name: 'Confirm' }).click()
  await expect(cancel).toContainText('The reason is required to cancel an order')
  await runOrderAction(page, 'Cancel order', { Reason: 'Out of stock' }, 'CANCELLED')

  const { refunds } = (await (await fetch(`${stackUrls().razorpayUrl}/__inspect`)).json()) as {
    refunds: { id: string; payment_id: string; amount: number }[]
  }
  const refund = refunds.find((entry) => entry.payment_id === paymentId)
  expect(refund?.amount).toBe(235_000)
  await expect(summary).toContainText(`₹2,350.00 through Razorpay (${refund!.id})`)
  const stored = await (await request.get(`/api/orders/${order.id}?depth=0`, { headers: auth })).json()
  expect(stored).toMatchObject({ status: 'CANCELLED', cancellation: { reason: 'Out of stock' }, refund: { method: 'RAZORPAY', reference: refund!.id } })
  expect(stored.statusHistory.at(-1)).toMatchObject({ status: 'CANCELLED', by: expect.stringContaining('staff') })
})

test('each role sees only its part of the admin', async ({ page }) => {
  await logIntoAdmin(page, SEED_LOGINS.editor)
  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible()
  for (const hidden of ['Orders', 'Customers', 'Couriers']) await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  await page.context().clearCookies()

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible()
  await page.goto('/admin/collections/products')
  await expect(page.getByRole('link', { name: /Create new/i })).toHaveCount(0)
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
