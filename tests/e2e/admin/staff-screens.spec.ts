import type { APIRequestContext, Page } from '@playwright/test'

import { SEED_LOGINS } from '../../helpers/test-keys'
import {
  createAddress,
  expectedTotal,
  firstCode,
  pickProducts,
  registerCustomer,
  staffToken,
  type Customer,
  receiveLots,
} from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin, runOrderAction } from './support'

type Delivered = { id: string; orderId: string; code: string; price: number; customer: Customer }

/** A cash-on-delivery order of two units of one code, placed by a new buyer, shipped from one lot and delivered. */
async function deliveredOrder(request: APIRequestContext): Promise<Delivered> {
  const customer = await registerCustomer(request, 'Ravi Shankar')
  const chosen = firstCode((await pickProducts(request, 1, 3))[0]!)
  const address = await createAddress(request, customer)
  const buyer = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const line = { product: chosen.product._id, size: chosen.size, code: chosen.code, quantity: 2 }
  const cart = await request.post('/api/shop/cart/create', { headers: buyer, data: { products: [line] } })
  const placed = await request.post('/api/shop/order/create', {
    headers: buyer,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType: 'COD',
      addressId: address._id,
      orderAmount: expectedTotal([{ price: chosen.price, quantity: 2 }]),
    },
  })
  expect(placed.ok(), await placed.text()).toBe(true)
  const { orderId } = (await placed.json()) as { orderId: string }
  const staff = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const id = (await (await request.get(`/api/orders?where[orderId][equals]=${orderId}&depth=0`, { headers: staff })).json()).docs[0].id
  const lots = [{ code: chosen.code, lot: 'LOT-E2E-STAFF', expiry: '2030-12', quantity: 2 }]
  await receiveLots(request, lots)
  for (const data of [
    { status: 'SHIPPED', shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-E2E-STAFF', lots } },
    { status: 'DELIVERED' },
  ]) {
    const moved = await request.patch(`/api/orders/${id}`, { headers: staff, data })
    expect(moved.ok(), await moved.text()).toBe(true)
  }
  return { id, orderId, code: chosen.code, price: chosen.price, customer }
}

/** Full-page screenshots at the widths staff use, into the test's output folder. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

const staffRupees = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

test("an order's GST documents open its summary; a tax document's page shows its data as text", async ({ page, request }) => {
  test.slow()
  const order = await deliveredOrder(request)
  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/collections/orders/${order.id}`)
  const summary = page.getByRole('region', { name: 'Order summary' })
  const invoice = summary.getByRole('link', { name: /^Invoice (\S+) \(PDF\)$/ })
  // The documents are asked for once the page has hydrated.
  await expect(invoice).toBeVisible({ timeout: 30_000 })
  const invoiceTop = (await invoice.boundingBox())!.y
  expect(invoiceTop, 'above the next step').toBeLessThan((await summary.getByRole('heading', { name: 'Next step' }).boundingBox())!.y)
  expect(invoiceTop, 'within the first screen').toBeLessThan(900)
  await screenshots(page, 'order-summary')

  const number = /^Invoice (\S+) \(PDF\)$/.exec((await invoice.textContent())!)![1]!
  await page.goto('/admin/collections/tax-documents')
  await page.getByRole('link', { name: number, exact: true }).click()
  const data = page.getByLabel('Data', { exact: true })
  await expect(data).toContainText(`"number": "${number}"`)
  await expect(data).toContainText(`"orderId": "${order.orderId}"`)
})

test('the orders list shows each status whole at 1280 px', async ({ page }) => {
  await logIntoAdmin(page, SEED_LOGINS.admin)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/admin/collections/orders')
  const statuses = page.locator('tbody td.cell-status')
  await expect(statuses.first()).toBeVisible()
  // With the menu open, the narrowest the list gets at this width (the menu hydrates after load: click until it opens).
  await expect(async () => {
    const open = page.getByRole('button', { name: 'Open Menu' })
    if (await open.isVisible()) await open.click()
    await expect(page.locator('aside.nav--nav-open')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const clipped = await statuses.evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const { right } = cell.getBoundingClientRect()
        const table = cell.closest('.table')!.getBoundingClientRect()
        return cell.scrollWidth > cell.clientWidth || right > table.right + 0.5
      })
      .map((cell) => cell.textContent),
  )
  expect(clipped, 'statuses cut off or outside the visible table').toEqual([])
})

test("a return's page sums it up, shows the refund before it is made, and moves it with actions that ask what they need", async ({
  page,
  request,
}) => {
  test.slow()
  const order = await deliveredOrder(request)
  const asked = await request.post('/api/shop/return/create', {
    headers: { Authorization: `Bearer ${order.customer.token}`, 'X-Forwarded-For': order.customer.ip },
    data: { orderId: order.orderId, kind: 'RETURN', lines: [{ code: order.code, quantity: 1 }], reason: 'DAMAGED', note: 'Seal broken' },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const { returnId } = (await asked.json()) as { returnId: string }
  const staff = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const id = (await (await request.get(`/api/returns?where[returnId][equals]=${returnId}&depth=0`, { headers: staff })).json()).docs[0].id

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/collections/returns/${id}`)
  const summary = page.getByRole('region', { name: 'Return summary' })
  await expect(summary.getByRole('heading', { name: returnId })).toBeVisible()
  await expect(summary.getByRole('link', { name: order.orderId }).first()).toBeVisible()
  await expect(summary).toContainText('Seal broken')
  const refund = summary.locator('.order-summary__card', { hasText: 'If refunded' })
  await expect(refund).toContainText(staffRupees(order.price))
  await expect(summary.getByRole('button', { name: 'Refund', exact: true }), 'only the moves a new request may make').toHaveCount(0)
  await expect(page.locator('#field-customer')).toHaveClass(/read-only|disabled/)
  await screenshots(page, 'return-summary')

  await runOrderAction(page, 'Approve and arrange pickup', {}, 'Approved, pickup arranged')
  // Receiving asks what happens to the returned goods: this line's go back to stock.
  await runOrderAction(page, 'Mark as received', {}, 'Received by us', (form) =>
    form
      .getByRole('combobox')
      .first()
      .selectOption({ label: 'Back to stock' })
      .then(() => undefined),
  )
  const refundForm = summary.getByRole('group', { name: 'Refund' })
  await expect(async () => {
    await summary.getByRole('button', { name: 'Refund', exact: true }).click()
    await expect(refundForm).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(refundForm).toContainText(`${staffRupees(order.price)} refunded by hand`)
  await refundForm.getByRole('button', { name: 'Confirm' }).click()
  await expect(refundForm).toContainText('The refund reference (e.g. the bank transfer’s UTR) is required')
  await runOrderAction(page, 'Refund', { 'Refund reference': 'UTR-E2E-42' }, 'Refunded')
  const settled = summary.locator('.order-summary__card').filter({ has: page.getByRole('heading', { name: 'Refund', exact: true }) })
  await expect(settled).toContainText('UTR-E2E-42')
  await expect(settled).toContainText(/Credit note\s*[A-Z]+\/\d\d-\d\d\/\d{6}/)
  await expect(summary).toContainText('No further steps')
})
