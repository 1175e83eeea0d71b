import { monthsLater } from '../../../cms/contract/availability'
import { lastDayOfExpiry } from '../../../cms/contract/lots'
import { shopDay } from '../../../cms/lib/shop-time'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { firstCode, orderAsStaff, pickProducts, placeCodOrder, staffToken } from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin, openOrderAction } from './support'

type Lot = { id: string; lot: string; expiry: string; onHand: number; available: number }

test('the ship dialog opens with the lot expiring first chosen; shipping takes it out of stock', async ({ page, request }, testInfo) => {
  test.slow()
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

  const { orderId } = await placeCodOrder(request, { buyer: 'Farah Khan', quantity: 1, chosen })
  const order = await orderAsStaff(request, orderId, admin)

  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.goto(`/admin/collections/orders/${order.id}`, { waitUntil: 'domcontentloaded' })
  const form = await openOrderAction(page, 'Mark as shipped')
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
