import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_EWAY_BILL_THRESHOLD_PAISE } from '../../cms/contract/eway-bill'

import {
  eInvoicingShop,
  eventually,
  startEInvoicingStack,
  type EInvoicingShop,
  type FakeIrp,
  type StoredDocument,
} from '../helpers/einvoice'
import { shopCall } from '../helpers/multi-server'
import { pdfText } from '../helpers/pdf-text'
import type { Stack } from '../helpers/stack'

/**
 * E-invoicing on, against the local IRP stand-in, with two server processes on one database: tax documents are
 * registered in the background, each once, through outages, timeouts and refusals (docs/decisions/059).
 */
const BUYER_GSTIN = '27AAPFU0939F1ZV'
const REFUSED_GSTIN = '29AAGCB7383J1Z4'

let irp: FakeIrp
let stack: Stack
let a: string
let b: string
let shop: EInvoicingShop

/** What the stand-in registered for a document number. */
const held = (number: string) => [...irp.registrations.values()].find((entry) => entry.request.DocDtls.No === number)

beforeAll(async () => {
  ;({ irp, stack } = await startEInvoicingStack())
  a = stack.baseUrl
  b = (await stack.startServer()).baseUrl
  shop = eInvoicingShop(a)
}, 300_000)
afterAll(async () => {
  await stack?.stop()
  await irp?.close()
})

describe('e-invoice registration with two server processes', () => {
  it('registers an invoice in the background, once, and measures how long it takes', async () => {
    const buyer = await shop.newBuyer()
    const orderId = await shop.placeOrder(buyer, BUYER_GSTIN)
    const started = Date.now()
    await shop.ship(orderId)
    const invoice = await shop.documentWhen(orderId)
    console.info(`Issued to registered: ${Date.now() - started} ms (queue every 300 ms, two processes)`)
    expect(irp.generateCalls(invoice.number)).toBe(1)
    expect(invoice.eInvoice.irn).toBe(held(invoice.number)?.irn)
    expect(invoice.eInvoice).toMatchObject({ ackNo: expect.stringMatching(/^\d{15}$/), signedQrCode: expect.any(String), attempts: 1 })

    const json = await shopCall(b, 'GET', `/order/invoice/${orderId}?format=json`, buyer)
    expect(json.body.data.eInvoice).toEqual({
      status: 'registered',
      irn: invoice.eInvoice.irn,
      ackNo: invoice.eInvoice.ackNo,
      ackDate: invoice.eInvoice.ackDate,
      signedQrCode: invoice.eInvoice.signedQrCode,
      ewayBill: null,
    })
    const pdf = await fetch(`${b}/api/shop/order/invoice/${orderId}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
    expect(pdf.status).toBe(200)
  })

  it('sends each of several documents issued at once exactly one request, whichever process works the queue', async () => {
    const buyer = await shop.newBuyer()
    const orderIds = [
      await shop.placeOrder(buyer, BUYER_GSTIN),
      await shop.placeOrder(buyer, BUYER_GSTIN),
      await shop.placeOrder(buyer, BUYER_GSTIN),
    ]
    await Promise.all(orderIds.map((orderId) => shop.ship(orderId)))
    for (const orderId of orderIds) {
      const invoice = await shop.documentWhen(orderId)
      expect(irp.generateCalls(invoice.number), invoice.number).toBe(1)
    }
  })

  it('issues B2C invoices without an IRN and never sends them', async () => {
    const buyer = await shop.newBuyer()
    const orderId = await shop.placeOrder(buyer, null)
    await shop.ship(orderId)
    const invoice = await shop.documentOf(orderId, 'invoice')
    expect(invoice.eInvoice.status).toBe('not-required')
    const pdf = await fetch(`${a}/api/shop/order/invoice/${orderId}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
    expect(pdf.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(irp.generateCalls(invoice.number)).toBe(0)
  })

  it('keeps invoices pending through an outage, answers 409 for their PDF meanwhile, and registers them afterwards', async () => {
    irp.control({ outage: 'http-503' })
    try {
      const buyer = await shop.newBuyer()
      const orderId = await shop.placeOrder(buyer, BUYER_GSTIN)
      await shop.ship(orderId)
      await eventually(async () =>
        expect((await shop.documentOf(orderId, 'invoice')).eInvoice).toMatchObject({ status: 'pending', errorCode: 'http-503' }),
      )
      const pdf = await shopCall(a, 'GET', `/order/invoice/${orderId}`, buyer)
      expect(pdf).toMatchObject({ status: 409, body: { message: 'Invoice being registered' } })
      const documents = await shopCall(a, 'GET', `/order/documents/${orderId}`, buyer)
      expect(documents.body.data).toEqual([expect.objectContaining({ kind: 'invoice', registering: true })])
      const json = await shopCall(a, 'GET', `/order/invoice/${orderId}?format=json`, buyer)
      expect(json.body.data.eInvoice).toMatchObject({ status: 'pending', irn: null })
      irp.control({ outage: null })
      const invoice = await shop.documentWhen(orderId)
      expect(invoice.eInvoice.irn).toBe(held(invoice.number)?.irn)
      expect((await shopCall(a, 'GET', `/order/documents/${orderId}`, buyer)).body.data[0].registering).toBe(false)
    } finally {
      irp.control({ outage: null })
    }
  })

  it('takes the IRN the portal made before a timeout: one IRN for the document', async () => {
    irp.control({ timeoutAfterRegistering: 1 })
    const buyer = await shop.newBuyer()
    const orderId = await shop.placeOrder(buyer, BUYER_GSTIN)
    await shop.ship(orderId)
    // The GSP client gives up after 20 s; the queue then finds the registration by the document's number.
    const invoice = await eventually(async () => {
      const document = await shop.documentOf(orderId, 'invoice')
      expect(document.eInvoice.status).toBe('registered')
      return document
    }, 50_000)
    expect(irp.generateCalls(invoice.number)).toBe(1)
    expect(invoice.eInvoice.irn).toBe(held(invoice.number)?.irn)
  }, 60_000)

  it('marks a refused GSTIN failed with the portal code and text; an order manager retries it once it is put right', async () => {
    irp.control({ rejectGstin: REFUSED_GSTIN })
    const buyer = await shop.newBuyer()
    const orderId = await shop.placeOrder(buyer, REFUSED_GSTIN)
    await shop.ship(orderId)
    const failed = await eventually(async () => {
      const document = await shop.documentOf(orderId, 'invoice')
      expect(document.eInvoice).toMatchObject({
        status: 'failed',
        errorCode: '3028',
        errorMessage: expect.stringContaining('GSTIN is invalid'),
      })
      return document
    })
    // Refused, the invoice is not handed out without the IRN the law wants on it.
    expect((await shopCall(a, 'GET', `/order/invoice/${orderId}`, buyer)).status).toBe(409)
    const retryPath = `/tax-documents/${failed.id}/einvoice/retry`
    expect((await fetch(`${a}/api${retryPath}`, { method: 'POST' })).status).toBe(401)
    expect((await shop.asStaff('POST', retryPath, undefined, 'editor')).status).toBe(403)
    expect((await shop.asStaff('POST', '/tax-documents/00000000-0000-4000-8000-000000000000/einvoice/retry')).status).toBe(404)
    const listed = await shop.asStaff('GET', '/tax-documents?where[eInvoice.status][equals]=failed&depth=0&limit=100')
    expect(listed.body.docs.map((document: StoredDocument) => document.number)).toContain(failed.number)

    irp.control({ rejectGstin: null })
    const retried = await shop.asStaff('POST', retryPath)
    expect(retried.status, JSON.stringify(retried.body)).toBe(200)
    expect(retried.body.eInvoice.status).toBe('pending')
    const invoice = await shop.documentWhen(orderId)
    expect(invoice.eInvoice).toMatchObject({ errorCode: null, attempts: 2 })
    const again = await shop.asStaff('POST', retryPath)
    expect(again.status).toBe(409)
  })

  it('cancels the IRN of an order cancelled within 24 hours; the credit note then needs none', async () => {
    const buyer = await shop.newBuyer()
    const orderId = await shop.placeOrder(buyer, BUYER_GSTIN)
    await shop.ship(orderId)
    const invoice = await shop.documentWhen(orderId)
    const order = await shop.storedOrder(orderId)
    const cancelled = await shop.asStaff('PATCH', `/orders/${order.id}`, {
      status: 'CANCELLED',
      cancellation: { reason: 'Buyer cancelled' },
    })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    await eventually(async () =>
      expect((await shop.documentOf(orderId, 'invoice')).eInvoice).toMatchObject({ status: 'cancelled', irn: invoice.eInvoice.irn }),
    )
    expect(held(invoice.number)?.status).toBe('CNL')
    const creditNote = await shop.documentOf(orderId, 'credit-note')
    expect(creditNote.eInvoice.status).toBe('not-required')
  })

  it("asks Part B to ship a replacement worth more than the threshold, and generates its delivery challan's e-way bill on its own", async () => {
    const buyer = await shop.newBuyer()
    // Enough units that their value before tax, which the challan states, passes the threshold.
    const { discountedPrice } = await shop.firstCode()
    const quantity = Math.ceil((DEFAULT_EWAY_BILL_THRESHOLD_PAISE * 1.5) / discountedPrice)
    const orderId = await shop.placeOrder(buyer, BUYER_GSTIN, quantity)
    const partB = { mode: 'air', transporterId: '29AAACB1234C1Z5', documentNumber: 'AWB-REPL-1', documentDate: '2026-11-28' }
    await shop.ship(orderId, partB)
    const invoice = await shop.documentWhen(orderId)
    expect((invoice as any).data.totals.taxableValue).toBeGreaterThan(DEFAULT_EWAY_BILL_THRESHOLD_PAISE)
    const replacementId = await shop.replaced(buyer, orderId)
    expect((await shop.storedOrder(replacementId)) as any).toMatchObject({ total: 0 })

    // Nothing is sold, yet the goods are worth more than ₹50,000: they move with an e-way bill.
    const bare = await shop.shipping(replacementId)
    expect(bare.status).toBe(400)
    expect(bare.body.errors[0].data.errors.map((problem: { path: string }) => problem.path)).toEqual([
      'shipment.partB.mode',
      'shipment.partB.transporterId',
      'shipment.partB.documentDate',
    ])
    await shop.ship(replacementId, { ...partB, documentNumber: 'AWB-REPL-2' })
    const challan = await eventually(async () => {
      const document = await shop.documentOf(replacementId, 'delivery-challan')
      expect(document.eInvoice.ewayBill?.number).toMatch(/^\d{12}$/)
      return document
    })
    expect(challan.eInvoice).toMatchObject({ status: 'not-required', irn: null, ewayBill: { error: null, validUntil: expect.any(String) } })
    expect(irp.ewayBillCalls(challan.number)).toBe(1)
    expect(irp.generateCalls(challan.number)).toBe(0)
    const [bill] = [...irp.consignorBills.values()].filter((entry) => entry.request.docNo === challan.number)
    expect(String(bill.ewayBillNo)).toBe(challan.eInvoice.ewayBill.number)
    expect(bill.request).toMatchObject({ docType: 'CHL', toGstin: BUYER_GSTIN, transDocNo: 'AWB-REPL-2', transMode: '3', igstValue: 0 })
    expect(Math.round(bill.request.totInvValue * 100)).toBeGreaterThan(DEFAULT_EWAY_BILL_THRESHOLD_PAISE)

    const pdf = await fetch(`${b}/api/shop/order/deliveryChallan/${replacementId}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
    expect(pdf.status).toBe(200)
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain(`E-way bill No ${challan.eInvoice.ewayBill.number}`)
    expect(text).not.toContain('IRN')
  })

  it('keeps an IRN older than 24 hours when the order is cancelled, and registers the credit note instead', async () => {
    const buyer = await shop.newBuyer()
    const orderId = await shop.placeOrder(buyer, BUYER_GSTIN)
    // The portal acknowledges this invoice 25 hours in the past, as if it had been registered the day before.
    irp.control({ advanceHours: -25 })
    try {
      await shop.ship(orderId)
      await shop.documentWhen(orderId)
    } finally {
      irp.control({ advanceHours: 25 })
    }
    const order = await shop.storedOrder(orderId)
    const cancelled = await shop.asStaff('PATCH', `/orders/${order.id}`, {
      status: 'CANCELLED',
      cancellation: { reason: 'Buyer cancelled' },
    })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const creditNote = await shop.documentWhen(orderId, 'credit-note')
    expect(irp.generateCalls(creditNote.number)).toBe(1)
    expect(held(creditNote.number)?.request.DocDtls.Typ).toBe('CRN')
    const invoice = await shop.documentOf(orderId, 'invoice')
    expect(invoice.eInvoice).toMatchObject({ status: 'registered', errorCode: 'cancel-window' })
    expect(invoice.eInvoice.errorMessage).toMatch(/only within 24 hours/)
  })
})
