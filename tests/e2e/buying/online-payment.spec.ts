import { randomBytes } from 'node:crypto'

import type { Page } from '@playwright/test'

import { MSG } from '../../../cms/contract/messages'
import { TEST_KEYS } from '../../helpers/test-keys'
import { expect, stackUrls, test } from '../fixtures'
import { serveStandIn } from './razorpay-stand-in'
import {
  cartLine,
  createAddress,
  expectedTotal,
  fillCart,
  firstCode,
  myOrders,
  openSignedIn,
  pickProducts,
  registerCustomer,
  type Customer,
} from './support'

async function readyToPay(page: Page, request: Parameters<typeof registerCustomer>[0]) {
  const customer = await registerCustomer(request, 'Meera Nair')
  await createAddress(request, customer)
  const [chosen] = (await pickProducts(request, 1, 6)).map(firstCode)
  await openSignedIn(page, customer, '/terms')
  await fillCart(page, [cartLine(chosen, 2)])
  await page.goto('/mycart')
  await page.getByRole('radio', { name: /Office/ }).check()
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked()
  return { customer, total: expectedTotal([{ price: chosen.price, quantity: 2 }]) }
}

async function fakeRazorpayOrders(receipt: string) {
  const inspected = await (await fetch(`${stackUrls().razorpayUrl}/__inspect`)).json()
  return (inspected.orders as { id: string; amount: number; receipt: string }[]).filter((order) => order.receipt === receipt)
}

async function onlyOrder(request: Parameters<typeof myOrders>[0], customer: Customer) {
  const orders = await myOrders(request, customer)
  expect(orders).toHaveLength(1)
  return orders[0]
}

test('paying online opens Razorpay Checkout with the order, verifies the signed payment once and empties the cart', async ({
  page,
  request,
}) => {
  const standIn = await serveStandIn(page, 'pay')
  const { customer, total } = await readyToPay(page, request)

  await page.getByRole('button', { name: 'Proceed To Buy' }).click()
  await expect(page.getByText(MSG.payment.verified)).toBeVisible()
  await expect(page).toHaveURL(/\/order\/[^/]+$/)
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  expect(await page.evaluate(() => window.localStorage.getItem('nuvo_cart'))).toBe('[]')

  const order = await onlyOrder(request, customer)
  expect(order).toMatchObject({ paymentType: 'ONLINE', paymentStatus: 'PAID', totalAmount: total })
  const [options] = standIn.recorded
  expect(standIn.recorded).toHaveLength(1)
  expect(options).toMatchObject({
    key: TEST_KEYS.razorpayKeyId,
    amount: Math.round(total * 100),
    currency: 'INR',
    theme: { color: '#5f63b8' },
    prefill: { name: customer.name, email: customer.email, contact: `+91${customer.phoneNumber}` },
  })
  const providerOrders = await fakeRazorpayOrders(order.orderId)
  expect(providerOrders).toEqual([expect.objectContaining({ id: options.order_id, amount: Math.round(total * 100) })])
  expect(standIn.servedCount()).toBe(1)

  // Replaying the verification changes nothing, and a forged signature is refused: the order is paid once.
  const [payment] = standIn.signed
  const verify = (paymentId: string, signature: string) =>
    request.post('/api/shop/payment/verify', {
      data: { razorpay_order_id: payment.orderId, razorpay_payment_id: paymentId, razorpay_signature: signature, orderId: order.orderId },
    })
  expect((await verify(payment.paymentId, payment.signature)).status()).toBe(200)
  expect((await verify(`pay_${randomBytes(6).toString('hex')}`, 'f'.repeat(64))).status()).toBe(400)
  expect(await onlyOrder(request, customer)).toMatchObject({ paymentStatus: 'PAID' })
  expect(await fakeRazorpayOrders(order.orderId)).toHaveLength(1)
})

test('closing the payment window tells the server, keeps the cart and lets the buyer try again', async ({ page, request }) => {
  const standIn = await serveStandIn(page, 'dismiss')
  const { customer } = await readyToPay(page, request)

  const cancelled = page.waitForResponse((response) => response.url().endsWith('/api/shop/payment/cancelled'))
  await page.getByRole('button', { name: 'Proceed To Buy' }).click()
  expect((await cancelled).status()).toBe(200)
  expect(standIn.recorded).toHaveLength(1)

  await expect(page).toHaveURL(/\/mycart$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Proceed To Buy' })).not.toHaveAttribute('aria-disabled', 'true')
  expect(await onlyOrder(request, customer)).toMatchObject({ paymentType: 'ONLINE', paymentStatus: 'CANCELLED' })
})

test('when the shop has no online payment configured, ONLINE is shown unavailable and cash on delivery is chosen', async ({
  page,
  request,
}) => {
  await page.route('**/api/shop/settings', (route) => route.fulfill({ json: { data: { onlinePayment: false, razorpayKeyId: null } } }))
  const customer = await registerCustomer(request)
  const [chosen] = (await pickProducts(request, 1, 7)).map(firstCode)
  await openSignedIn(page, customer, '/terms')
  await fillCart(page, [cartLine(chosen, 1)])
  await page.goto('/mycart')

  const online = page.getByRole('radio', { name: /Pay Online/ })
  await expect(online).toBeDisabled()
  await expect(online).toHaveAccessibleDescription(MSG.payment.unavailable)
  await expect(page.getByText(/not configured/i)).toHaveCount(0)
  await expect(page.getByRole('radio', { name: /Cash On Delivery/ })).toBeChecked()
})

test('an online order left unpaid is paid later from Order History, once', async ({ page, request }) => {
  const standIn = await serveStandIn(page, 'dismiss')
  const { customer, total } = await readyToPay(page, request)
  const cancelled = page.waitForResponse((response) => response.url().endsWith('/api/shop/payment/cancelled'))
  await page.getByRole('button', { name: 'Proceed To Buy' }).click()
  expect((await cancelled).status()).toBe(200)

  await page.goto('/dashboard?tab=orders')
  const card = page.getByTestId('order-card')
  await expect(card.getByTestId('order-awaits-payment')).toContainText('This order waits for your online payment.')
  await page.evaluate(() => ((window as unknown as { __standInMode: string }).__standInMode = 'pay'))
  await card.getByRole('button', { name: /^Pay ₹/ }).click()
  await expect(page.getByText(MSG.payment.verified)).toBeVisible()
  await expect(card.getByTestId('order-awaits-payment')).toHaveCount(0)

  const order = await onlyOrder(request, customer)
  expect(order).toMatchObject({ paymentType: 'ONLINE', paymentStatus: 'PAID', totalAmount: total })
  expect(standIn.recorded.map((options) => options.amount)).toEqual([Math.round(total * 100), Math.round(total * 100)])
})
