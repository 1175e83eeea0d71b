import { readFile } from 'node:fs/promises'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import { openSignedIn, orderAsStaff, placeCodOrder, receiveLots, staffToken } from './support'
import { oneLotPerLine } from '../../helpers/lots'

test('a buyer downloads the GST invoice of a shipped order from Order History', async ({ page, request }, testInfo) => {
  const { customer, orderId } = await placeCodOrder(request, {
    buyer: 'Meera Iyer',
    quantity: 2,
    details: { gstin: '27AAPFU0939F1ZV', businessName: 'Iyer Clinic', poNumber: 'PO-5521' },
  })

  const staff = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const order = await orderAsStaff(request, orderId, staff)
  await receiveLots(request, oneLotPerLine(order.lines))
  const shipped = await request.patch(`/api/orders/${order.id}`, {
    headers: staff,
    data: { status: 'SHIPPED', shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB5521', lots: oneLotPerLine(order.lines) } },
  })
  expect(shipped.ok(), await shipped.text()).toBe(true)
  // A buyer with a GSTIN: the download follows once the portal has registered the invoice, a second or so later.
  await expect
    .poll(
      async () => {
        const json = await request.get(`/api/shop/order/invoice/${orderId}?format=json`, {
          headers: { Authorization: `Bearer ${customer.token}` },
        })
        return (await json.json()).data?.eInvoice?.status
      },
      { timeout: 30_000 },
    )
    .toBe('registered')

  await openSignedIn(page, customer, '/dashboard')
  await page.getByRole('tab', { name: 'Order History' }).click()
  const card = page.getByTestId('order-card').filter({ hasText: orderId })
  await expect(card.getByText('PO number: PO-5521')).toBeVisible()
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download invoice' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^NS-\d\d-\d\d-\d{6}\.pdf$/)
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-')
  await card.screenshot({ path: testInfo.outputPath('order-card-with-invoice.png') })
})
