import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order, Product } from '../../cms/payload-types'
import type { TaxDocumentData } from '../../cms/services/invoices/document'
import { issueNumbered } from '../../cms/services/invoices/numbering'
import { SITE_SETTINGS } from '../../seed/data/site-settings'
import { makeCustomer, makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'
import { oneLotPerLine } from '../helpers/lots'

let payload: Payload
let cleanup: () => Promise<void>
let manager: Awaited<ReturnType<typeof makeStaff>>
let customerId: string
let product: Product

/** An order of two units of the product at ₹425, delivered to `state`. */
async function newOrder(state = 'Haryana', extra: Partial<Order> = {}): Promise<Order> {
  const code = product.variants![0].codes![0].shortCode
  return payload.create({
    collection: 'orders',
    data: {
      customer: customerId,
      lines: [{ product: product.id, name: product.name, size: '3-0', code, quantity: 2, unitPrice: 42_500, lineTotal: 85_000 }],
      address: { type: 'Office', doorNo: '4', streetName: 'Ring Road', city: 'City', state, pincode: '110001' },
      subtotal: 85_000,
      discount: { code: null, percent: 0, amount: 0 },
      total: 85_000,
      paymentType: 'COD',
      ...extra,
    } as never,
  })
}

const ship = (order: Order) =>
  payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      status: 'SHIPPED',
      shipment: { courier: 'Blue Parcel', trackingNumber: `AWB-${order.orderId}`, lots: oneLotPerLine(order.lines) },
    },
    overrideAccess: false,
    user: manager,
  })

/** The field messages of a refused save. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (reason: { data?: { errors?: { message: string }[] } }) => reason,
  )
  expect(error, 'the save should have been refused').not.toBeNull()
  return (error?.data?.errors ?? []).map((entry) => entry.message).join(' | ')
}

async function documentsOf(orderId: string) {
  const { docs } = await payload.find({ collection: 'tax-documents', where: { order: { equals: orderId } }, depth: 0, sort: 'issuedAt' })
  return docs
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('invoices'))
  manager = await makeStaff(payload, ['order-manager'])
  customerId = (await makeCustomer(payload)).id
  product = await makeProduct(payload)
  product = await payload.update({ collection: 'products', id: product.id, data: { hsnCode: '3006 10 10', gstRate: '5' } })
})
afterAll(() => cleanup())

describe('GST invoices', () => {
  it('keeps the HSN code as digits and refuses a GST rate that is not in the rates list', async () => {
    expect(product.hsnCode).toBe('30061010')
    expect(await refusal(payload.update({ collection: 'products', id: product.id, data: { gstRate: '7' } }))).toMatch(
      /7 % is not one of the rates/,
    )
    expect(await refusal(payload.update({ collection: 'products', id: product.id, data: { hsnCode: '30061' } }))).toMatch(
      /4, 6 or 8 digits/,
    )
  })

  it('issues a frozen invoice when the order ships, with CGST and SGST inside Haryana', async () => {
    const order = await newOrder('Haryana', {
      gstin: '27AAPFU0939F1ZV',
      businessName: 'City Hospital',
      poNumber: 'PO-77',
    } as Partial<Order>)
    await ship(order)
    const [invoice] = await documentsOf(order.id)
    expect(invoice.kind).toBe('invoice')
    expect(invoice.number).toMatch(/^NS\/\d\d-\d\d\/\d{6}$/)
    const data = invoice.data as TaxDocumentData
    expect(data.buyer).toMatchObject({ name: 'City Hospital', gstin: '27AAPFU0939F1ZV' })
    expect(data.poNumber).toBe('PO-77')
    expect(data.placeOfSupply).toEqual({ state: 'Haryana', stateCode: '06' })
    expect(data.lines[0]).toMatchObject({
      hsn: '30061010',
      gstRate: 5,
      taxableValue: 80_952,
      cgst: 2_024,
      sgst: 2_024,
      igst: 0,
      total: 85_000,
      lots: [{ lot: 'LOT-TEST-1', expiry: '2099-12', quantity: order.lines![0].quantity }],
    })
    expect(data.amountInWords).toBe('Eight Hundred Fifty Rupees Only')

    // Later edits of the product and the settings leave the issued invoice as it was.
    await payload.update({ collection: 'products', id: product.id, data: { hsnCode: '9018', gstRate: '12' } })
    await payload.updateGlobal({ slug: 'site-settings', data: { taxIdentity: { ...SITE_SETTINGS.taxIdentity, legalName: 'Renamed Ltd' } } })
    const [again] = await documentsOf(order.id)
    expect(again.data).toEqual(invoice.data)
    await payload.update({ collection: 'products', id: product.id, data: { hsnCode: '30061010', gstRate: '5' } })
    await payload.updateGlobal({ slug: 'site-settings', data: { taxIdentity: SITE_SETTINGS.taxIdentity } })
  })

  it('charges IGST outside Haryana', async () => {
    const order = await newOrder('Tamil Nadu')
    await ship(order)
    const data = (await documentsOf(order.id))[0].data as TaxDocumentData
    expect(data.placeOfSupply).toEqual({ state: 'Tamil Nadu', stateCode: '33' })
    expect(data.lines[0]).toMatchObject({ cgst: 0, sgst: 0, igst: 4_048 })
    expect(data.totals.grandTotal).toBe(85_000)
  })

  it('gives 20 orders shipped at once 20 distinct, consecutive numbers', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder()))
    await Promise.all(orders.map(ship))
    const numbers = (await Promise.all(orders.map((order) => documentsOf(order.id)))).map(([invoice]) => invoice)
    const sequences = numbers.map((invoice) => invoice.sequence).sort((a, b) => a - b)
    expect(new Set(numbers.map((invoice) => invoice.number)).size).toBe(20)
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => sequences[0] + index))
    const { docs: before } = await payload.find({
      collection: 'tax-documents',
      where: { sequence: { less_than: sequences[0] }, kind: { equals: 'invoice' } },
      limit: 0,
    })
    expect(sequences[0]).toBe(before.length + 1)
  })

  it('restarts the series on 1 April (India time)', async () => {
    const order = await newOrder()
    const issue = (at: string, kind: 'invoice' | 'credit-note', orderId: string) =>
      issueNumbered(payload, { kind, prefix: 'T', orderId, at: new Date(at), compose: (number) => ({ number }) })
    const march = await issue('2031-03-31T18:29:00Z', 'invoice', order.id)
    const april = await issue('2031-03-31T18:31:00Z', 'credit-note', order.id)
    expect(march.number).toBe('T/30-31/000001')
    expect(april.number).toBe('T/31-32/000001')
  })

  it('refuses to ship, with a field error, while the seller has no GSTIN', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { taxIdentity: { ...SITE_SETTINGS.taxIdentity, gstin: null } } })
    const order = await newOrder()
    expect(await refusal(ship(order))).toMatch(/fill in the seller's GSTIN under Settings/)
    expect((await payload.findByID({ collection: 'orders', id: order.id })).status).toBe('ORDERED')
    await payload.updateGlobal({ slug: 'site-settings', data: { taxIdentity: SITE_SETTINGS.taxIdentity } })
  })

  it('issues a credit note reversing the invoice when a shipped order is cancelled, and none for an unshipped one', async () => {
    const shipped = await newOrder('Delhi')
    await ship(shipped)
    await payload.update({
      collection: 'orders',
      id: shipped.id,
      data: { status: 'CANCELLED', cancellation: { reason: 'Returned by the buyer' } },
      overrideAccess: false,
      user: manager,
    })
    const [invoice, creditNote] = await documentsOf(shipped.id)
    const note = creditNote.data as TaxDocumentData
    expect(creditNote.number).toMatch(/^NSC\/\d\d-\d\d\/\d{6}$/)
    expect(note.invoiceNumber).toBe(invoice.number)
    expect(note.invoiceDate).toBe((invoice.data as TaxDocumentData).date)
    expect(note.lines).toEqual((invoice.data as TaxDocumentData).lines)

    const unshipped = await newOrder()
    await payload.update({
      collection: 'orders',
      id: unshipped.id,
      data: { status: 'CANCELLED', cancellation: { reason: 'Returned by the buyer' } },
      overrideAccess: false,
      user: manager,
    })
    expect(await documentsOf(unshipped.id)).toEqual([])
  })
})
