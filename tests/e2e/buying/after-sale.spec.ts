import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import type { APIRequestContext, Locator } from '@playwright/test'

import { goodsWrittenOff } from '../../helpers/returned-goods'
import { SEED_LOGINS, TEST_KEYS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import {
  createAddress,
  expectedTotal,
  firstCode,
  openSignedIn,
  pickProducts,
  registerCustomer,
  staffToken,
  type Customer,
  receiveLots,
} from './support'

async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  paymentType: 'COD' | 'ONLINE',
  lines: { chosen: ReturnType<typeof firstCode>; quantity: number }[],
) {
  const address = await createAddress(request, customer)
  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: {
      products: lines.map(({ chosen, quantity }) => ({ product: chosen.product._id, size: chosen.size, code: chosen.code, quantity })),
    },
  })
  const placed = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType,
      addressId: address._id,
      orderAmount: expectedTotal(lines.map(({ chosen, quantity }) => ({ price: chosen.price, quantity }))),
    },
  })
  expect(placed.ok(), await placed.text()).toBe(true)
  const { orderId } = (await placed.json()) as { orderId: string }
  if (paymentType === 'ONLINE') {
    const payment = await (await request.post('/api/shop/payment/order', { headers, data: { orderId } })).json()
    const razorpayOrderId = payment.data.id as string
    const paymentId = `pay_e2e${Date.now()}`
    const signature = createHmac('sha256', TEST_KEYS.razorpayKeySecret).update(`${razorpayOrderId}|${paymentId}`).digest('hex')
    const verified = await request.post('/api/shop/payment/verify', {
      headers,
      data: { razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature, orderId },
    })
    expect(verified.ok(), await verified.text()).toBe(true)
  }
  return orderId
}

/** The elements of `box` that stick out of it to the left or right (none when its layout fits the screen). */
function overflowing(box: Locator): Promise<string[]> {
  return box.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect()
    return [...element.querySelectorAll('*')]
      .filter((child) => {
        const edges = child.getBoundingClientRect()
        return edges.width > 0 && (edges.left < left - 0.5 || edges.right > right + 0.5)
      })
      .map((child) => `${child.tagName.toLowerCase()}${child.id ? `#${child.id}` : ''}`)
  })
}

async function asOrderManager(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const idOf = async (collection: string, field: string, value: string) =>
    (await (await request.get(`/api/${collection}?where[${field}][equals]=${value}&depth=0`, { headers })).json()).docs[0].id as string
  return {
    moveOrder: async (orderId: string, data: Record<string, unknown>) => {
      const shipped = (data.shipment as { lots?: { code: string; lot: string; expiry?: string; quantity: number }[] } | undefined)?.lots
      // Shipping takes the lots out of stock: they are received first.
      if (data.status === 'SHIPPED' && shipped) await receiveLots(request, shipped)
      const moved = await request.patch(`/api/orders/${await idOf('orders', 'orderId', orderId)}`, { headers, data })
      expect(moved.ok(), await moved.text()).toBe(true)
    },
    moveReturn: async (returnId: string, status: string, extra: Record<string, unknown> = {}) => {
      const id = await idOf('returns', 'returnId', returnId)
      const { lines } = await (await request.get(`/api/returns/${id}?depth=0`, { headers })).json()
      const goods = status === 'RECEIVED' ? { goods: goodsWrittenOff(lines) } : {}
      const moved = await request.patch(`/api/returns/${id}`, { headers, data: { status, ...goods, ...extra } })
      expect(moved.ok(), await moved.text()).toBe(true)
    },
  }
}

test('a buyer cancels a fresh cash-on-delivery order from Order History', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Kavya Rao')
  const [chosen] = (await pickProducts(request, 1)).map(firstCode)
  const orderId = await placeOrder(request, customer, 'COD', [{ chosen, quantity: 1 }])

  await openSignedIn(page, customer, '/dashboard')
  await page.getByRole('tab', { name: 'Order History' }).click()
  const card = page.getByTestId('order-card').filter({ hasText: orderId })
  await card.getByRole('button', { name: 'Cancel order' }).click()
  await card.getByLabel('Why are you cancelling?').fill('Ordered twice by mistake')
  await card.getByRole('button', { name: 'Confirm cancellation' }).click()
  await expect(page.getByText('Order cancelled')).toBeVisible()
  await expect(card.getByText('CANCELLED', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
})

test('a buyer returns one of two lines of a delivered online order; staff approve, receive and refund it; a credit note covers that line only', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const customer = await registerCustomer(request, 'Arjun Mehta')
  const [first, second] = (await pickProducts(request, 2)).map(firstCode)
  const orderId = await placeOrder(request, customer, 'ONLINE', [
    { chosen: first, quantity: 2 },
    { chosen: second, quantity: 3 },
  ])
  const staff = await asOrderManager(request)
  const lots = [
    { code: first.code, lot: 'LOT-E2E-1', expiry: '2030-12', quantity: 2 },
    { code: second.code, lot: 'LOT-E2E-2', expiry: '2030-12', quantity: 3 },
  ]
  await staff.moveOrder(orderId, { status: 'SHIPPED', shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-E2E-RET', lots } })
  await staff.moveOrder(orderId, { status: 'DELIVERED' })

  await openSignedIn(page, customer, '/dashboard')
  await page.getByRole('tab', { name: 'Order History' }).click()
  const card = page.getByTestId('order-card').filter({ hasText: orderId })
  await card.getByRole('button', { name: 'Return or replace' }).click()
  const form = card.getByTestId('return-form')
  await form.getByLabel(`(${second.code})`).fill('3')
  await form.getByLabel('Reason').selectOption('DAMAGED')
  await form.getByLabel('Note (optional)').fill('Outer cartons crushed in transit')
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height })
    await form.scrollIntoViewIfNeeded()
    await card.screenshot({ path: testInfo.outputPath(`return-form-${width}.png`) })
    expect(await overflowing(form), `wider than the return form at ${width} px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width)
    // A phone scrolls the page, not a box inside it; from tablet width up the list scrolls in 85% of the window.
    const list = page.getByRole('region', { name: 'Your orders' })
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe(width < 768 ? 'none' : `${0.85 * height}px`)
  }
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(card.getByTestId('return-status')).toHaveText('Requested')

  const returns = await (
    await request.get('/api/shop/return/getMyReturns', { headers: { Authorization: `Bearer ${customer.token}` } })
  ).json()
  const returnId = returns.data.find((entry: { orderId: string }) => entry.orderId === orderId).returnId as string
  for (const status of ['APPROVED', 'RECEIVED', 'REFUNDED']) await staff.moveReturn(returnId, status)

  await page.reload()
  await page.getByRole('tab', { name: 'Order History' }).click()
  await expect(card.getByTestId('return-status')).toHaveText('Refunded')
  const mine = (
    await (await request.get('/api/shop/return/getMyReturns', { headers: { Authorization: `Bearer ${customer.token}` } })).json()
  ).data.find((entry: { returnId: string }) => entry.returnId === returnId)
  expect(mine.refund.method).toBe('RAZORPAY')
  await expect(card.getByText(`Credit note ${mine.creditNoteNumber}`)).toBeVisible()

  const creditNote = (
    await (
      await request.get(`/api/shop/return/creditNote/${returnId}?format=json`, { headers: { Authorization: `Bearer ${customer.token}` } })
    ).json()
  ).data
  expect(creditNote.lines).toHaveLength(1)
  expect(creditNote.lines[0]).toMatchObject({ code: second.code, quantity: 3 })
  expect(creditNote.totals.grandTotal).toBe(mine.refund.amount)
  const invoice = (
    await (
      await request.get(`/api/shop/order/invoice/${orderId}?format=json`, { headers: { Authorization: `Bearer ${customer.token}` } })
    ).json()
  ).data
  expect(creditNote.invoiceNumber).toBe(invoice.number)
  expect(creditNote.lines[0].total).toBe(invoice.lines.find((line: { code: string }) => line.code === second.code).total)
})

test('a replacement ships with a delivery challan, which the buyer downloads from Order History', async ({ page, request }, testInfo) => {
  const customer = await registerCustomer(request, 'Meera Iyer')
  const [chosen] = (await pickProducts(request, 1)).map(firstCode)
  const orderId = await placeOrder(request, customer, 'COD', [{ chosen, quantity: 2 }])
  const staff = await asOrderManager(request)
  const shipment = (lot: string, quantity: number) => ({
    courier: 'Blue Parcel',
    trackingNumber: `AWB-${lot}`,
    lots: [{ code: chosen.code, lot, expiry: '2030-12', quantity }],
  })
  await staff.moveOrder(orderId, { status: 'SHIPPED', shipment: shipment('LOT-E2E-3', 2) })
  await staff.moveOrder(orderId, { status: 'DELIVERED' })
  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const asked = await request.post('/api/shop/return/create', {
    headers,
    data: { orderId, kind: 'REPLACE', lines: [{ code: chosen.code, quantity: 1 }], reason: 'DAMAGED' },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const { returnId } = (await asked.json()) as { returnId: string }
  for (const status of ['APPROVED', 'RECEIVED', 'REPLACED']) await staff.moveReturn(returnId, status)
  const mine = (await (await request.get('/api/shop/return/getMyReturns', { headers })).json()).data.find(
    (entry: { returnId: string }) => entry.returnId === returnId,
  )
  await staff.moveOrder(mine.replacementOrderId, { status: 'SHIPPED', shipment: shipment('LOT-E2E-4', 1) })

  await openSignedIn(page, customer, '/dashboard')
  await page.getByRole('tab', { name: 'Order History' }).click()
  // The original order's card names the replacement order too: take the card headed by it.
  const card = page.getByTestId('order-card').filter({ has: page.getByRole('heading', { name: `Order ID: ${mine.replacementOrderId}` }) })
  await expect(card.getByText(/^Delivery challan: DC\/\d\d-\d\d\/\d{6} \(free replacement\)$/)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Download invoice' })).toHaveCount(0)
  await expect(card.getByText('Nothing to pay', { exact: true })).toBeVisible()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await card.screenshot({ path: testInfo.outputPath(`replacement-card-${width}.png`) })
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download delivery challan' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^DC-\d\d-\d\d-\d{6}\.pdf$/)
})

test('Order History gives every document it lists a download: the invoice on the order, a credit note on each refunded return', async ({
  page,
  request,
}) => {
  test.slow()
  const customer = await registerCustomer(request, 'Farah Khan')
  const [first, second] = (await pickProducts(request, 2)).map(firstCode)
  const orderId = await placeOrder(request, customer, 'COD', [
    { chosen: first, quantity: 1 },
    { chosen: second, quantity: 1 },
  ])
  const staff = await asOrderManager(request)
  const lots = [first, second].map(({ code }) => ({ code, lot: `LOT-${code}`, expiry: '2030-12', quantity: 1 }))
  await staff.moveOrder(orderId, { status: 'SHIPPED', shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB-E2E-DOCS', lots } })
  await staff.moveOrder(orderId, { status: 'DELIVERED' })
  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  for (const { code } of [first, second]) {
    const asked = await request.post('/api/shop/return/create', {
      headers,
      data: { orderId, kind: 'RETURN', lines: [{ code, quantity: 1 }], reason: 'DAMAGED' },
    })
    expect(asked.ok(), await asked.text()).toBe(true)
    const { returnId } = (await asked.json()) as { returnId: string }
    for (const status of ['APPROVED', 'RECEIVED']) await staff.moveReturn(returnId, status)
    await staff.moveReturn(returnId, 'REFUNDED', { refundReference: `UTR-${returnId}` })
  }
  const returns = (
    (await (await request.get('/api/shop/return/getMyReturns', { headers })).json()).data as {
      orderId: string
      creditNoteNumber: string
    }[]
  ).filter((entry) => entry.orderId === orderId)
  const invoice = (await (await request.get(`/api/shop/order/invoice/${orderId}?format=json`, { headers })).json()).data
  const numbers = [invoice.number as string, ...returns.map((entry) => entry.creditNoteNumber)]
  expect(numbers).toHaveLength(3)

  await openSignedIn(page, customer, '/dashboard')
  await page.getByRole('tab', { name: 'Order History' }).click()
  const card = page.getByTestId('order-card').filter({ hasText: orderId })
  await expect(card.getByText(`Invoice: ${invoice.number}`)).toBeVisible()
  for (const entry of returns) await expect(card.getByText(`Credit note ${entry.creditNoteNumber}`)).toBeVisible()
  const buttons = card.getByRole('button', { name: /^Download / })
  await expect(buttons).toHaveCount(numbers.length)
  const saved: string[] = []
  for (let index = 0; index < numbers.length; index++) {
    const [download] = await Promise.all([page.waitForEvent('download'), buttons.nth(index).click()])
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-')
    saved.push(download.suggestedFilename())
  }
  expect(saved.toSorted()).toEqual(numbers.map((number) => `${number.replaceAll('/', '-')}.pdf`).toSorted())
})
