import { randomInt } from 'node:crypto'

import type { APIRequestContext, Page } from '@playwright/test'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect } from '../fixtures'
import { firstCode, pickProducts, type ChosenCode } from './picks'

export { firstCode, pickProducts, type ChosenCode } from './picks'

/**
 * Test data for the buying flows, made directly through the shop API (not through the UI) unless the UI is what a
 * test is about. Each buyer gets its own client address (the server trusts one proxy hop), so the per-IP rate limits
 * of login and registration never couple one test to another.
 */

export const randomClientIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`

let sequence = 0
/** A 10-digit Indian mobile number nobody else in this run has. */
export function uniquePhone(): string {
  sequence += 1
  return `7${String(Date.now()).slice(-6)}${String(sequence % 1000).padStart(3, '0')}`
}

export type Customer = {
  name: string
  email: string
  password: string
  phoneNumber: string
  countryCode: string
  token: string
  user: { _id: string; name: string; email: string; phoneNumber: number; countryCode: string; GST: string | null }
  ip: string
}

export async function registerCustomer(request: APIRequestContext, name = 'Asha Verma'): Promise<Customer> {
  const phoneNumber = uniquePhone()
  const ip = randomClientIp()
  const details = { name, email: `buyer-${phoneNumber}@example.com`, password: 'buyer-pass-1', phoneNumber, countryCode: '+91' }
  const response = await request.post('/api/shop/user', { data: details, headers: { 'X-Forwarded-For': ip } })
  const body = await response.json()
  expect(body.responseCode, JSON.stringify(body)).toBe('SUCCESS')
  return { ...details, token: body.token, user: body.user, ip }
}

/** Gives every request of the page a client address of its own (see above). */
export async function useOwnClientIp(page: Page): Promise<string> {
  const ip = randomClientIp()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  return ip
}

/** Stores the customer's credential as the storefront does after a login, then opens `path`. */
export async function openSignedIn(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto('/terms')
  await page.evaluate(
    (credential) => window.localStorage.setItem('nuvo_user_cred', credential),
    JSON.stringify({ user: customer.user, token: customer.token }),
  )
  await page.goto(path)
}

/** A cart line as the storefront stores it. */
export function cartLine({ product, size, code }: ChosenCode, quantity: number) {
  return {
    id: product._id,
    size,
    code,
    quantity,
    data: {
      _id: product._id,
      name: product.name,
      genericName: product.genericName,
      image: product.image,
      category: { name: product.category.name, slug: product.category.slug },
      slug: product.slug,
      variants: product.variants,
    },
  }
}

export async function fillCart(page: Page, lines: ReturnType<typeof cartLine>[]): Promise<void> {
  await page.evaluate((stored) => window.localStorage.setItem('nuvo_cart', stored), JSON.stringify(lines))
}

type AddressInput = {
  doorNo: string
  streetName: string
  city: string
  state: string
  pinCode: string
  landMark: string
  type: 'Personal' | 'Office'
}

export const ADDRESS: AddressInput = {
  doorNo: '12B',
  streetName: 'MG Road',
  city: 'Gurugram',
  state: 'Haryana',
  pinCode: '122001',
  landMark: 'Near City Hospital',
  type: 'Office',
}

export async function createAddress(request: APIRequestContext, customer: Customer, overrides: Partial<AddressInput> = {}) {
  const response = await request.post('/api/shop/address/create', {
    data: { ...ADDRESS, ...overrides },
    headers: { Authorization: `Bearer ${customer.token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data as { _id: string }
}

export type ShopOrder = { orderId: string; status: string; totalAmount: number; paymentType: string; paymentStatus: string }

export async function myOrders(request: APIRequestContext, customer: Customer): Promise<ShopOrder[]> {
  const response = await request.get('/api/shop/order/getMyOrder', { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(response.ok()).toBe(true)
  return (await response.json()).data.orders
}

/** Rupees in the storefront's format: `₹ 1,23,456.50`. */
export function rupees(amount: number): string {
  const digits = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)
  return `₹ ${digits}`
}

/** The total the server computes: lines in paise, the discount rounded to the paisa. */
export function expectedTotal(lines: { price: number; quantity: number }[], percent = 0): number {
  const subtotal = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0)
  return (subtotal - Math.round((subtotal * percent) / 100)) / 100
}

export async function staffToken(request: APIRequestContext, login: { email: string; password: string } = SEED_LOGINS.admin) {
  const response = await request.post('/api/users/login', { data: login })
  expect(response.ok()).toBe(true)
  return (await response.json()).token as string
}

/**
 * Receives lots into the main warehouse as the admin (far expiry when none is given), before a test ships them: shipping
 * checks every lot of a product that tracks stock against the warehouse.
 */
export async function receiveLots(
  request: APIRequestContext,
  lots: readonly { code: string; lot: string; expiry?: string | null; quantity: number | string }[],
) {
  const lines = lots.map(({ code, lot, expiry, quantity }) => ({ code, lot, expiry: expiry || '2099-12', quantity: Number(quantity) }))
  const response = await request.post('/api/staff/stock/receipts', {
    headers: { Authorization: `JWT ${await staffToken(request)}` },
    data: { lines },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** An order of `quantity` of one code, as a buyer places it through the shop API, and who placed it. */
export type PlacedOrder = { customer: Customer; chosen: ChosenCode; orderId: string; headers: Record<string, string> }

/**
 * A new buyer with an address places a cash-on-delivery order of `quantity` of `chosen` (else the first product's first
 * code); `details` adds fields of the order form (a GSTIN, a PO number). The set-up of tests about what follows an order.
 */
export async function placeCodOrder(
  request: APIRequestContext,
  { buyer, quantity, chosen, details = {} }: { buyer: string; quantity: number; chosen?: ChosenCode; details?: Record<string, string> },
): Promise<PlacedOrder> {
  const customer = await registerCustomer(request, buyer)
  const address = await createAddress(request, customer)
  const code = chosen ?? firstCode((await pickProducts(request, 1))[0])
  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: code.product._id, size: code.size, code: code.code, quantity }] },
  })
  expect(cart.ok(), await cart.text()).toBe(true)
  const placed = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType: 'COD',
      addressId: address._id,
      orderAmount: expectedTotal([{ price: code.price, quantity }]),
      ...details,
    },
  })
  expect(placed.ok(), await placed.text()).toBe(true)
  return { customer, chosen: code, orderId: (await placed.json()).orderId, headers }
}

/** The order as staff read it through REST (`auth` their header): its document id, for the admin, and its lines. */
export async function orderAsStaff(request: APIRequestContext, orderId: string, auth: { Authorization: string }) {
  const found = await request.get(`/api/orders?where[orderId][equals]=${encodeURIComponent(orderId)}&depth=0`, { headers: auth })
  expect(found.ok(), await found.text()).toBe(true)
  const [order] = (await found.json()).docs as { id: string; lines: { code?: string | null; quantity: number }[] }[]
  expect(order, `order ${orderId}`).toBeDefined()
  return order
}

/** The drawer's country chooser: type to filter, then pick the option. */
export async function chooseCountry(page: Page, query: string, optionName: RegExp) {
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('combobox', { name: 'Country Code' }).fill(query)
  await drawer.getByRole('option', { name: optionName }).click()
}
