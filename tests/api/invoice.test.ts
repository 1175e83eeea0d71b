import { beforeAll, describe, expect, it } from 'vitest'

import { creditNoteResponseSchema, invoiceResponseSchema, type Invoice } from '../../cms/contract'
import { baseUrl, call, post, shopUrl } from '../helpers/api'
import {
  catalogue,
  moveOrder,
  myOrders,
  newCart,
  newCustomer,
  stockLots,
  storedOrder,
  subtotalOf,
  waitForEmail,
  type Customer,
  type Line,
} from '../helpers/orders'
import { SEED_LOGINS } from '../helpers/test-keys'
import { oneLotPerLine } from '../helpers/lots'
import { pdfText } from '../helpers/pdf-text'

const BUYER_GSTIN = '27AAPFU0939F1ZV'
let buyer: Customer
let stranger: Customer
let lines: Line[]

async function placeOrder(extra: Record<string, unknown>) {
  const cartId = await newCart(buyer, lines)
  return post(
    '/order/create',
    { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: subtotalOf(lines) / 100, ...extra },
    buyer.token,
    buyer.ip,
  )
}

async function download(path: string, token?: string) {
  const response = await fetch(shopUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

async function staffLogin(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_LOGINS.orders),
  })
  return ((await response.json()) as { token: string }).token
}

const rupees = (value: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)

beforeAll(async () => {
  ;[buyer, stranger] = await Promise.all([newCustomer('Invoice buyer'), newCustomer('Stranger')])
  const items = await catalogue()
  lines = [
    { item: items[0], quantity: 3 },
    { item: items[1], quantity: 1 },
  ]
})

describe('order GST details and invoices', () => {
  it('refuses a mistyped GSTIN and a PO number over 35 characters at checkout, with field errors', async () => {
    const gstin = await placeOrder({ gstin: '27AAPFU0939F1ZW' })
    expect(gstin.status).toBe(400)
    expect(gstin.body.errors).toEqual([expect.objectContaining({ field: 'gstin' })])
    const po = await placeOrder({ poNumber: 'P'.repeat(36) })
    expect(po.status).toBe(400)
    expect(po.body.errors).toEqual([expect.objectContaining({ field: 'poNumber' })])
  })

  it('issues the invoice on shipping: owner gets JSON and the same figures in the PDF; strangers and early calls get 404', async () => {
    const placed = await placeOrder({ gstin: BUYER_GSTIN.toLowerCase(), businessName: 'City Care Hospital', poNumber: 'PO/2026/481' })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const orderId = placed.body.orderId as string
    const listed = (await myOrders(buyer)).find((order) => order.orderId === orderId)
    expect(listed).toMatchObject({ gstin: BUYER_GSTIN, businessName: 'City Care Hospital', poNumber: 'PO/2026/481', invoiceNumber: null })

    const early = await call('GET', `/order/invoice/${orderId}?format=json`, { token: buyer.token })
    expect(early).toMatchObject({ status: 404, body: { message: expect.any(String) } })

    const lots = oneLotPerLine((await storedOrder(orderId)).lines, 'NS2409-118')
    await stockLots(lots)
    expect((await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: 'AWB481', lots } })).status).toBe(200)
    const shippedMail = await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${orderId} is SHIPPED`))
    const json = await call('GET', `/order/invoice/${orderId}?format=json`, { token: buyer.token })
    expect(json.status).toBe(200)
    const invoice: Invoice = invoiceResponseSchema.parse(json.body).data
    expect(invoice.number).toMatch(/^NS\/\d\d-\d\d\/\d{6}$/)
    expect(invoice.number.length).toBeLessThanOrEqual(16)
    expect(invoice).toMatchObject({
      seller: { gstin: '06AAAAA0000A1Z6', stateCode: '06' },
      buyer: { name: 'City Care Hospital', gstin: BUYER_GSTIN },
      placeOfSupply: { state: 'Haryana', stateCode: '06' },
      poNumber: 'PO/2026/481',
      // Paid online: no payment terms.
      payment: null,
    })
    expect(invoice.lines.map((line) => line.lots)).toEqual(lots.map(({ lot, expiry, quantity }) => [{ lot, expiry, quantity }]))
    expect(invoice.totals.grandTotal).toBe(subtotalOf(lines) / 100)
    const paise = (value: number) => Math.round(value * 100)
    expect(paise(invoice.totals.taxableValue) + paise(invoice.totals.cgst) + paise(invoice.totals.sgst)).toBe(subtotalOf(lines))
    expect(invoice.totals.igst).toBe(0)

    const pdf = await download(`/order/invoice/${orderId}`, buyer.token)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`)
    const text = await pdfText(pdf.bytes)
    for (const expected of [
      'TAX INVOICE',
      invoice.number,
      invoice.date,
      invoice.seller.name,
      invoice.seller.gstin,
      `GSTIN: ${BUYER_GSTIN}`,
      'Haryana (code 06)',
      'PO/2026/481',
      'Reverse charge No',
      invoice.amountInWords,
      `₹ ${rupees(invoice.totals.grandTotal)}`,
      `₹ ${rupees(invoice.totals.taxableValue)}`,
      `₹ ${rupees(invoice.totals.cgst)}`,
      ...invoice.lines.flatMap((line) => [
        line.code,
        line.hsn,
        rupees(line.taxableValue),
        rupees(line.cgst),
        rupees(line.total),
        `${line.gstRate}%`,
        ...line.lots.map((lot) => `Batch No. ${lot.lot} · Exp. ${lot.expiry!.slice(5)}/${lot.expiry!.slice(0, 4)}`),
      ]),
    ]) {
      expect(text).toContain(expected)
    }

    expect(shippedMail.attachments?.map((file) => file.filename)).toEqual([`${invoice.number.replaceAll('/', '-')}.pdf`])
    expect(await pdfText(new Uint8Array(Buffer.from(shippedMail.attachments![0].content, 'base64')))).toContain(invoice.amountInWords)
    expect(shippedMail.text).toContain('PO number: PO/2026/481')

    const month = invoice.date.slice(0, 7)
    const csv = await fetch(shopUrl(`/tax/gstr1?month=${month}`), { headers: { Authorization: `JWT ${await staffLogin()}` } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const tables = await csv.text()
    expect(tables).toContain(`B2B,${BUYER_GSTIN},City Care Hospital,${invoice.number},${invoice.date}`)
    // Table 13: the month's invoices, from the series' first number of the month to at least this one.
    expect(tables).toMatch(/^DOCS,,,NS\/\d\d-\d\d\/\d{6} to NS\/\d\d-\d\d\/\d{6},,Invoices for outward supply,,,\d+,/m)
    expect((await download(`/tax/gstr1?month=${month}`, buyer.token)).status).toBe(403)
    expect((await fetch(shopUrl(`/tax/gstr1?month=nope`), { headers: { Authorization: `JWT ${await staffLogin()}` } })).status).toBe(400)

    expect(await download(`/order/invoice/${orderId}`, stranger.token)).toMatchObject({ status: 404 })
    expect((await call('GET', `/order/invoice/${orderId}?format=json`, { token: stranger.token })).body).toEqual(early.body)
    expect((await myOrders(buyer)).find((order) => order.orderId === orderId)?.invoiceNumber).toBe(invoice.number)

    expect((await moveOrder(orderId, 'CANCELLED', { cancellation: { reason: 'Returned by the buyer' } })).status).toBe(200)
    const note = await call('GET', `/order/creditNote/${orderId}?format=json`, { token: buyer.token })
    expect(note.status).toBe(200)
    const creditNote = creditNoteResponseSchema.parse(note.body).data
    expect(creditNote.invoiceNumber).toBe(invoice.number)
    expect(creditNote.number).toMatch(/^NSC\/\d\d-\d\d\/\d{6}$/)
    expect(creditNote.lines).toEqual(invoice.lines)
    const notePdf = await pdfText((await download(`/order/creditNote/${orderId}`, buyer.token)).bytes)
    expect(notePdf).toContain('CREDIT NOTE')
    expect(notePdf).toContain(`${invoice.number} dated ${invoice.date}`)
  })

  it('without a GSTIN at checkout the profile has none: the buyer is unregistered', async () => {
    const placed = await placeOrder({})
    expect((await myOrders(buyer)).find((order) => order.orderId === placed.body.orderId)).toMatchObject({ gstin: null, poNumber: null })
    expect((await call('GET', `/order/creditNote/${placed.body.orderId}`, { token: buyer.token })).status).toBe(404)
  })
})
