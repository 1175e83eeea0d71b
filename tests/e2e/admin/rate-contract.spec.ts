import type { APIRequestContext } from '@playwright/test'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import { oldestPublishedProducts } from '../buying/picks'
import { logIntoAdmin } from './support'

/** A quote the seed's customer asked for, staff quoted and the customer ordered (accepted), made through the APIs. */
async function acceptedQuote(request: APIRequestContext) {
  const { countryCode, phoneNumber, password } = SEED_LOGINS.customer
  const login = await request.post('/api/shop/user/login', { data: { countryCode, phoneNumber, password } })
  const headers = { Authorization: `Bearer ${(await login.json()).token}` }
  const address = await request.post('/api/shop/address/create', {
    headers,
    data: { doorNo: '7', streetName: 'Ring Road', city: 'Gurugram', state: 'Haryana', pinCode: '122001', landMark: null, type: 'Office' },
  })
  const { docs } = await (await request.get(oldestPublishedProducts(1))).json()
  const [variant] = docs[0].variants as { size: string; codes: { shortCode: string; discountedPrice: number }[] }[]
  const code = variant.codes[0]
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: docs[0].id, size: variant.size, code: code.shortCode, quantity: 2 }] },
  })
  const asked = await request.post('/api/shop/quote/create', {
    headers,
    data: { cartId: (await cart.json()).cartId, organisation: 'Ring Road Clinic' },
  })
  expect(asked.status()).toBe(201)
  const quoteId = (await asked.json()).quoteId as string

  const staffLogin = await request.post('/api/users/login', { data: SEED_LOGINS.orders })
  const staff = { Authorization: `JWT ${(await staffLogin.json()).token}` }
  const found = await request.get(`/api/quotes?where[quoteId][equals]=${quoteId}&depth=0`, { headers: staff })
  const doc = (await found.json()).docs[0] as { id: string; lines: Record<string, unknown>[] }
  const quotedPrice = code.discountedPrice - 100
  const quoted = await request.patch(`/api/quotes/${doc.id}`, {
    headers: staff,
    data: { status: 'QUOTED', lines: doc.lines.map((line) => ({ ...line, quotedPrice })) },
  })
  expect(quoted.status()).toBe(200)
  const ordered = await request.post('/api/shop/quote/order', { headers, data: { quoteId, addressId: (await address.json()).data._id } })
  expect(ordered.status()).toBe(201)
  return { id: doc.id, quoteId, quotedPrice }
}

test('an order manager makes a price list from an accepted quote with the button on the quote, until the day they choose', async ({
  page,
  request,
}, testInfo) => {
  // Two admin views hydrate one after the other (the quote, then the list it made).
  test.slow()
  const quote = await acceptedQuote(request)
  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.goto(`/admin/collections/quotes/${quote.id}`)
  const button = page.getByRole('button', { name: 'Make a price list for this buyer' })
  const until = page.getByLabel('Rate contract valid until')
  const lastDay = `${new Date().getUTCFullYear() + 1}-12-31`
  const made = page.getByText(`Price list "Rate contract ${quote.quoteId}" made for`)
  await until.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('rate-contract-form.png') })
  // The admin hydrates after load: the day is typed and the click repeated until the answer shows.
  await expect(async () => {
    await until.fill(lastDay, { timeout: 2_000 })
    await button.click({ timeout: 2_000 })
    await expect(made).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(made).toContainText(`to ${lastDay}.`)
  await page.screenshot({ path: testInfo.outputPath('rate-contract-made.png') })
  // The seed's customer has no verified business account: the message says the list waits for it.
  await expect(made).toContainText('the list applies once staff verify it')
  await page.getByRole('link', { name: 'Open the price list' }).click()
  await expect(page.locator('#field-name')).toHaveValue(`Rate contract ${quote.quoteId}`)
  // The line keeps the quoted paise; staff read and type rupees, as for a product's prices (lines open collapsed).
  const price = page.locator('#field-lines__0__price')
  await expect(async () => {
    await page.getByRole('button', { name: 'Show All' }).click({ timeout: 2_000 })
    await expect(price).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await expect(price).toHaveValue((quote.quotedPrice / 100).toFixed(2))
  await page.screenshot({ path: testInfo.outputPath('rate-contract-line-in-rupees.png') })
})
