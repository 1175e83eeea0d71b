import { parse } from 'csv-parse/sync'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ordersExportEndpoint } from '../../cms/endpoints/staff/orders-export'
import { shopDay } from '../../cms/lib/shop-time'
import { makeCustomer, makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'
import { oneLotPerLine } from '../helpers/lots'

let payload: Payload
let cleanup: () => Promise<void>
const today = shopDay(new Date())

async function exportAs(user: unknown, query: Record<string, unknown>) {
  const req = await createLocalReq({ user: user as never, req: { query } as never }, payload)
  const response = await ordersExportEndpoint.handler(req)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const rowsOf = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[]

let orderManager: Awaited<ReturnType<typeof makeStaff>>
let shippedOrderId: string
let productId: string
let buyerId: string

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('orders-export'))
  orderManager = await makeStaff(payload, ['order-manager'])
  const product = await makeProduct(payload)
  await payload.update({ collection: 'products', id: product.id, data: { hsnCode: '30061010', gstRate: '5' } })
  productId = product.id
  const buyer = await makeCustomer(payload)
  buyerId = buyer.id
  await payload.update({ collection: 'customers', id: buyer.id, data: { name: '=HYPERLINK("http://evil.example")' } })
  const code = product.variants![0]!.codes![0]!.shortCode
  const orderOf = (quantity: number) => ({
    customer: buyer.id,
    status: 'ORDERED' as const,
    paymentStatus: 'PENDING' as const,
    paymentType: 'COD' as const,
    subtotal: 42_500 * quantity,
    total: 42_500 * quantity,
    gstin: '06ABCDE1234F1Z5',
    address: { city: 'Gurugram', state: '@Haryana', pincode: '122001' },
    lines: [{ product: product.id, name: product.name, size: '3-0', code, quantity, unitPrice: 42_500, lineTotal: 42_500 * quantity }],
  })
  await payload.create({ collection: 'orders', data: orderOf(1) })
  const shipped = await payload.create({ collection: 'orders', data: orderOf(3) })
  await payload.update({
    collection: 'orders',
    id: shipped.id,
    data: { status: 'SHIPPED', shipment: { courier: 'Courier', trackingNumber: 'AWB1', lots: oneLotPerLine(shipped.lines) } },
  })
  shippedOrderId = shipped.orderId!
})
afterAll(() => cleanup())

describe('GET /api/staff/orders/export.csv', () => {
  it('answers 401 to nobody and 403 to a catalogue editor or a customer', async () => {
    expect((await exportAs(null, { from: today, to: today })).status).toBe(401)
    const editor = await makeStaff(payload, ['catalogue-editor'])
    expect((await exportAs(editor, { from: today, to: today })).status).toBe(403)
    const customer = await makeCustomer(payload)
    expect((await exportAs(customer, { from: today, to: today })).status).toBe(403)
  })

  it('names the bad parameter in a 400', async () => {
    const reply = await exportAs(orderManager, { from: '2026-13-45', to: today, status: 'LOST' })
    expect(reply.status).toBe(400)
    const fields = JSON.parse(reply.text).errors.map((error: { field: string }) => error.field)
    expect(fields).toEqual(expect.arrayContaining(['from', 'status']))
    expect((await exportAs(orderManager, { from: today, to: '2020-01-01' })).status).toBe(400)
    const hidden = await exportAs(orderManager, { from: today, to: today, where: { nosuchfield: { equals: 'x' } } })
    expect(hidden.status).toBe(400)
  })

  it('gives an order manager one row per order line of the range, filtered by status, formulas neutralised', async () => {
    const all = await exportAs(orderManager, { from: today, to: today })
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toContain('text/csv')
    expect(all.headers.get('content-disposition')).toContain(`orders-${today}-to-${today}.csv`)
    expect(rowsOf(all.text)).toHaveLength(2)

    const shipped = rowsOf((await exportAs(orderManager, { from: today, to: today, status: 'SHIPPED' })).text)
    expect(shipped).toHaveLength(1)
    expect(shipped[0]).toMatchObject({
      'Order ID': shippedOrderId,
      Customer: `'=HYPERLINK("http://evil.example")`,
      State: `'@Haryana`,
      HSN: '30061010',
      'GST rate (%)': '5',
      Quantity: '3',
      'Line total (INR)': '1275.00',
      Status: 'SHIPPED',
    })

    const viaListFilter = rowsOf((await exportAs(orderManager, { from: today, to: today, where: { status: { equals: 'ORDERED' } } })).text)
    expect(viaListFilter.map((row) => row.Status)).toEqual(['ORDERED'])
    expect(rowsOf((await exportAs(orderManager, { from: '2020-01-01', to: '2020-01-31' })).text)).toEqual([])
  })

  it("shows an invoiced order's HSN and rate as its invoice froze them, and the GSTIN the order was placed with", async () => {
    await payload.update({ collection: 'products', id: productId, data: { hsnCode: '30061090', gstRate: '12' } })
    await payload.update({ collection: 'customers', id: buyerId, data: { gstin: '27AAPFU0939F1ZV' } })
    const rows = rowsOf((await exportAs(orderManager, { from: today, to: today })).text)
    const byStatus = Object.fromEntries(rows.map((row) => [row.Status, row]))
    expect(byStatus.SHIPPED).toMatchObject({ HSN: '30061010', 'GST rate (%)': '5', GSTIN: '06ABCDE1234F1Z5' })
    expect(byStatus.ORDERED).toMatchObject({ HSN: '30061090', 'GST rate (%)': '12', GSTIN: '06ABCDE1234F1Z5' })
  })
})
