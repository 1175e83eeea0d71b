import { readFile } from 'node:fs/promises'

import { FAR_EXPIRY } from '../../helpers/lots'
import { readPdfWithQrCodes } from '../../helpers/pdf-qr'
import { SEED_LOGINS } from '../../helpers/test-keys'
import { firstCode, orderAsStaff, pickProducts, placeCodOrder, receiveLots, staffToken } from '../buying/support'
import { expect, test } from '../fixtures'
import { logIntoAdmin, openOrderAction } from './support'

type StoredInvoice = {
  number: string
  eInvoice: { status: string; irn: string; ackNo: string; signedQrCode: string; ewayBill?: { number?: string | null } }
}

/** Above the e-way bill threshold of the seed's site settings (₹50,000): ₹61,000 of goods before tax. */
const ORDER_VALUE_PAISE = 6_100_000

test('an order manager ships a ₹60,000 B2B order with Part B; the invoice is registered and its PDF carries IRN, e-way bill and QR code', async ({
  page,
  request,
}, testInfo) => {
  test.slow()
  const [chosen] = (await pickProducts(request, 1, 16)).map(firstCode)
  const quantity = Math.ceil(ORDER_VALUE_PAISE / Math.round(chosen.price * 100))
  const lot = `EINV-${Date.now().toString(36).toUpperCase()}`
  await receiveLots(request, [{ code: chosen.code, lot, quantity }])
  const { orderId } = await placeCodOrder(request, {
    buyer: 'Nikhil Shah',
    quantity,
    chosen,
    details: { gstin: '27AAPFU0939F1ZV', businessName: 'Shah Multispeciality Hospital' },
  })
  const admin = { Authorization: `JWT ${await staffToken(request)}` }
  const order = await orderAsStaff(request, orderId, admin)

  await page.setViewportSize({ width: 375, height: 800 })
  await logIntoAdmin(page, SEED_LOGINS.orders)
  await page.goto(`/admin/collections/orders/${order.id}`, { waitUntil: 'domcontentloaded' })
  const form = await openOrderAction(page, 'Mark as shipped')
  const which = `${chosen.code}, lot 1`
  // The dialog suggests the seed's lots first-expiring first; this shipment takes the lot received above, whole.
  await expect(form.getByLabel(`Lot number (${which})`)).not.toHaveValue('')
  const extraLot = form.getByRole('button', { name: `Remove lot 2 of ${chosen.code}` })
  while (await extraLot.isVisible()) await extraLot.click()
  await form.getByLabel(`Lot number (${which})`).fill(lot)
  await form.getByLabel(`Expiry (${which})`).fill(FAR_EXPIRY)
  await form.getByLabel(`Quantity (${which})`).fill(String(quantity))
  await form.getByLabel('Courier', { exact: true }).fill('Blue Parcel')
  await form.getByLabel('Tracking number').fill('AWB-60001')
  await form.getByLabel("Transporter id or courier's GSTIN").fill('29AAGCB7383J1Z4')
  await form.getByLabel('Transport document (AWB) number').fill('LR-60001')
  await form.getByLabel('Vehicle number').fill('mh 12 ab-1234')
  await form.screenshot({ path: testInfo.outputPath('ship-dialog-part-b-375.png') })
  await form.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.locator('.order-summary__badges')).toContainText('SHIPPED', { timeout: 30_000 })

  // The queue registers the invoice, then asks for its e-way bill; the page reads itself again until both are in.
  const panel = page.getByRole('region', { name: 'E-invoice' })
  await expect(panel).toContainText('Registered', { timeout: 30_000 })
  const storedInvoice = async () => {
    const found = await request.get(`/api/tax-documents?where[order][equals]=${order.id}&where[kind][equals]=invoice&depth=0`, {
      headers: admin,
    })
    return (await found.json()).docs[0] as StoredInvoice
  }
  const invoice = await storedInvoice()
  expect(invoice.eInvoice.status).toBe('registered')
  await expect(panel).toContainText(invoice.eInvoice.irn)
  await expect(panel).toContainText(invoice.eInvoice.ackNo)
  await expect(panel.getByText(/^\d{12}, valid until /)).toBeVisible({ timeout: 30_000 })
  const ewayBill = (await storedInvoice()).eInvoice.ewayBill?.number
  expect(ewayBill).toMatch(/^\d{12}$/)
  await expect(panel).toContainText(`${ewayBill}, valid until`)
  const box = await panel.boundingBox()
  expect(box!.x + box!.width, 'the panel fits a phone screen').toBeLessThanOrEqual(375)
  await panel.screenshot({ path: testInfo.outputPath('e-invoice-panel-375.png') })

  const link = page.getByRole('link', { name: `Invoice ${invoice.number} (PDF)` })
  const download = page.waitForEvent('download')
  await link.click()
  const { text, qrCodes } = await readPdfWithQrCodes(await readFile(await (await download).path()))
  expect(text).toContain(`IRN ${invoice.eInvoice.irn}`)
  expect(text).toContain(`Ack No ${invoice.eInvoice.ackNo}`)
  expect(text).toContain(`E-way bill No ${ewayBill}`)
  expect(qrCodes).toEqual([invoice.eInvoice.signedQrCode])

  await page.setViewportSize({ width: 1280, height: 900 })
  await panel.screenshot({ path: testInfo.outputPath('e-invoice-panel-1280.png') })
})
