import { monthsLater } from '../../../cms/contract/availability'
import { lastDayOfExpiry } from '../../../cms/contract/lots'
import { shopDay } from '../../../cms/lib/shop-time'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { createAddress, expectedTotal, firstCode, pickProducts, registerCustomer, staffToken } from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin } from './support'

type Lot = { id: string; lot: string; expiry: string; onHand: number; available: number }

test('the ship dialog opens with the lot expiring first chosen; shipping takes it out of stock', async ({ page, request }, testInfo) => {
  test.slow()
  const customer = await registerCustomer(request, 'Farah Khan')
  const address = await createAddress(request, customer)
  const [chosen] = (await pickProducts(request, 1, 7)).map(firstCode)
  const admin = { Authorization: `JWT ${await staffToken(request)}` }
  const lotsOfCode = async () =>
    (await (await request.get(`/api/stock-lots?depth=0&limit=50&where[code][equals]=${chosen.code}`, { headers: admin })).json())
      .docs as Lot[]
  // The lot a warehouse should send first: the soonest expiry still a month from expiring, with units left.
  const usableFrom = monthsLater(shopDay(new Date()), 1)
  const [first] = (await lotsOfCode())
    .filter((lot) => lot.available > 0 && lastDayOfExpiry(lot.expiry) >= usableFrom)
    .sort((a, b) => a.expiry.localeCompare(b.expiry))
  expect(first, `the seed gives ${chosen.code} stock`).toBeDefined()

  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: chosen.product._id, size: chosen.size, code: chosen.code, quantity: 1 }] },
  })
  const placed = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType: 'COD',
      addressId: address._id,
      orderAmount: expectedTotal([{ price: chosen.price, quantity: 1 }]),
    },
  })
  expect(placed.ok(), await placed.text()).toBe(true)
  const { orderId } = await placed.json()
  const found = await request.get(`/api/orders?where[orderId][equals]=${encodeURIComponent(orderId)}&depth=0`, { headers: admin })

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.goto(`/admin/collections/orders/${(await found.json()).docs[0].id}`, { waitUntil: 'domcontentloaded' })
  const form = page.getByRole('group', { name: 'Mark as shipped' })
  await expect(async () => {
    await page.getByRole('button', { name: 'Mark as shipped', exact: true }).click()
    await expect(form).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  const which = `${chosen.code}, lot 1`
  await expect(form.getByLabel(`Lot number (${which})`)).toHaveValue(first.lot)
  await expect(form.getByLabel(`Expiry (${which})`)).toHaveValue(first.expiry)
  await expect(form.getByLabel(`Quantity (${which})`)).toHaveValue('1')
  await form.screenshot({ path: testInfo.outputPath('ship-dialog-suggested.png') })
  await form.getByLabel('Courier').fill('Blue Parcel')
  await form.getByLabel('Tracking number').fill('AWB-FEFO-1')
  await form.getByRole('button', { name: 'Confirm' }).click()
  // The page reloads after the save: slow on a loaded machine.
  await expect(page.locator('.order-summary__badges')).toContainText('SHIPPED', { timeout: 30_000 })

  const after = (await lotsOfCode()).find((lot) => lot.id === first.id)!
  expect(after.onHand).toBe(first.onHand - 1)
})
