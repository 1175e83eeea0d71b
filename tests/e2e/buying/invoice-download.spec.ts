import { readFile } from 'node:fs/promises'

import { SEED_LOGINS } from '../../helpers/test-keys'
import { expect, test } from '../fixtures'
import { createAddress, expectedTotal, firstCode, openSignedIn, pickProducts, registerCustomer, staffToken, receiveLots } from './support'
import { oneLotPerLine } from '../../helpers/lots'

test('a buyer downloads the GST invoice of a shipped order from Order History', async ({ page, request }, testInfo) => {
  const customer = await registerCustomer(request, 'Meera Iyer')
  const address = await createAddress(request, customer)
  const [chosen] = (await pickProducts(request, 1)).map(firstCode)
  const headers = { Authorization: `Bearer ${customer.token}`, 'X-Forwarded-For': customer.ip }
  const cart = await request.post('/api/shop/cart/create', {
    headers,
    data: { products: [{ product: chosen.product._id, size: chosen.size, code: chosen.code, quantity: 2 }] },
  })
  const placed = await request.post('/api/shop/order/create', {
    headers,
    data: {
      cartId: (await cart.json()).cartId,
      paymentType: 'COD',
      addressId: address._id,
      orderAmount: expectedTotal([{ price: chosen.price, quantity: 2 }]),
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Iyer Clinic',
      poNumber: 'PO-5521',
    },
  })
  expect(placed.ok(), await placed.text()).toBe(true)
  const { orderId } = await placed.json()

  const staff = { Authorization: `JWT ${await staffToken(request, SEED_LOGINS.orders)}` }
  const found = await (await request.get(`/api/orders?where[orderId][equals]=${orderId}&depth=0`, { headers: staff })).json()
  await receiveLots(request, oneLotPerLine(found.docs[0].lines))
  const shipped = await request.patch(`/api/orders/${found.docs[0].id}`, {
    headers: staff,
    data: { status: 'SHIPPED', shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB5521', lots: oneLotPerLine(found.docs[0].lines) } },
  })
  expect(shipped.ok(), await shipped.text()).toBe(true)

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
