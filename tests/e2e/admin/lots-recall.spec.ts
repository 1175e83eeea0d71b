import { extractText, getDocumentProxy } from 'unpdf'

import { SEED_LOGINS } from '../../helpers/test-keys'
import {
  createAddress,
  expectedTotal,
  firstCode,
  openSignedIn,
  pickProducts,
  registerCustomer,
  staffToken,
  receiveLots,
} from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin } from './support'

const LOTS = [
  { lot: 'NS2409-118', expiry: '2031-03', quantity: '3', printed: 'Batch No. NS2409-118 · Exp. 03/2031 · Qty 3' },
  { lot: 'NS2410-002', expiry: '2031-05', quantity: '2', printed: 'Batch No. NS2410-002 · Exp. 05/2031 · Qty 2' },
]

test('the order manager ships one line in two lots; Order History, the invoice PDF and the recall lookup show them', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow()
  const customer = await registerCustomer(request, 'Kavya Rao')
  const address = await createAddress(request, customer)
  const [chosen] = (await pickProducts(request, 1)).map(firstCode)
  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: chosen.product._id, size: chosen.size, code: chosen.code, quantity: 5 }] },
  })
  const placed = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType: 'COD',
      addressId: address._id,
      orderAmount: expectedTotal([{ price: chosen.price, quantity: 5 }]),
    },
  })
  expect(placed.ok(), await placed.text()).toBe(true)
  const { orderId } = await placed.json()

  await receiveLots(
    request,
    LOTS.map((lot) => ({ ...lot, code: chosen.code })),
  )
  // The order manager opens the order, asks to ship it and records two lots for its one line of 5.
  const staff = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } })
  await logIntoAdmin(staff, SEED_LOGINS.orders)
  const auth = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const found = await request.get(`/api/orders?where[orderId][equals]=${encodeURIComponent(orderId)}&depth=0`, { headers: auth })
  await staff.goto(`/admin/collections/orders/${(await found.json()).docs[0].id}`, { waitUntil: 'domcontentloaded' })
  const form = staff.getByRole('group', { name: 'Mark as shipped' })
  await expect(async () => {
    await staff.getByRole('button', { name: 'Mark as shipped', exact: true }).click()
    await expect(form).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  await form.getByLabel('Courier').fill('Blue Parcel')
  await form.getByLabel('Tracking number').fill('AWB-LOTS-77')
  // The dialog suggests lots, first expiry first (ship-dialog.spec.ts); this order records two lots of its own.
  const removeFirst = form.getByRole('button', { name: `Remove lot 1 of ${chosen.code}` })
  while ((await removeFirst.count()) > 0) await removeFirst.click()
  const addLot = form.getByRole('button', { name: `+ Add a lot for ${chosen.code}` })
  await addLot.click()
  await addLot.click()
  for (const [index, lot] of LOTS.entries()) {
    const which = `${chosen.code}, lot ${index + 1}`
    await form.getByLabel(`Lot number (${which})`).fill(lot.lot)
    await form.getByLabel(`Expiry (${which})`).fill(lot.expiry)
    await form.getByLabel(`Quantity (${which})`).fill(lot.quantity)
  }
  await expect(form.getByText('lots add up to 5')).toBeVisible()
  await form.screenshot({ path: testInfo.outputPath('ship-dialog-1280.png') })
  await staff.setViewportSize({ width: 375, height: 900 })
  await form.screenshot({ path: testInfo.outputPath('ship-dialog-375.png') })
  await staff.setViewportSize({ width: 1280, height: 900 })
  await form.getByRole('button', { name: 'Confirm' }).click()
  await expect(staff.locator('.order-summary__badges')).toContainText('SHIPPED')

  // The buyer's Order History lists both lots under the line.
  await openSignedIn(page, customer, '/dashboard')
  await page.getByRole('tab', { name: 'Order History' }).click()
  const card = page.getByTestId('order-card').filter({ hasText: orderId })
  await expect(card.getByTestId('order-item-lot')).toHaveText(LOTS.map((lot) => lot.printed))
  await card.screenshot({ path: testInfo.outputPath('order-history-lots-1280.png') })
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(card.getByTestId('order-item-lot').first()).toBeVisible()
  await card.screenshot({ path: testInfo.outputPath('order-history-lots-375.png') })

  // The GST invoice, issued as the order shipped, prints both batch numbers and expiries.
  const invoice = await request.get(`/api/shop/order/invoice/${orderId}`, { headers })
  expect(invoice.status()).toBe(200)
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await invoice.body())), { mergePages: true })
  for (const lot of LOTS) expect(text).toContain(lot.printed)

  // The recall lookup for one lot finds that order, its buyer and quantity.
  await staff.goto('/admin/lot-recall', { waitUntil: 'domcontentloaded' })
  const search = staff.getByRole('form', { name: 'Search by lot number' })
  await search.getByLabel('Lot / batch number').fill('ns2409-118')
  await search.getByRole('button', { name: 'Find orders' }).click()
  const row = staff.getByRole('row').filter({ hasText: orderId })
  await expect(row).toContainText('Kavya Rao')
  await expect(row).toContainText('NS2409-118')
  await expect(row.getByRole('cell').last()).toHaveText('3')
  await staff.screenshot({ path: testInfo.outputPath('lot-recall-1280.png'), fullPage: true })
})
