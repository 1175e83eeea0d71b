import { extractText, getDocumentProxy } from 'unpdf'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { openSignedIn, orderAsStaff, placeCodOrder, receiveLots, staffToken } from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin, openOrderAction } from './support'

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
  const { customer, chosen, orderId, headers } = await placeCodOrder(request, { buyer: 'Kavya Rao', quantity: 5 })

  await receiveLots(
    request,
    LOTS.map((lot) => ({ ...lot, code: chosen.code })),
  )
  // The order manager opens the order, asks to ship it and records two lots for its one line of 5.
  const staff = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } })
  await logIntoAdmin(staff, SEED_LOGINS.orders)
  const auth = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const order = await orderAsStaff(request, orderId, auth)
  await staff.goto(`/admin/collections/orders/${order.id}`, { waitUntil: 'domcontentloaded' })
  const form = await openOrderAction(staff, 'Mark as shipped')
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
