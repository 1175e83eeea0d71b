import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  eInvoicingShop,
  eventually,
  startEInvoicingStack,
  type EInvoicingShop,
  type FakeIrp,
  type StoredDocument,
} from '../helpers/einvoice'
import { shopCall } from '../helpers/multi-server'
import type { Stack } from '../helpers/stack'

/**
 * The month's e-invoice reconciliation (`GET /api/shop/tax/einvoices`, docs/decisions/061): order managers only, one row
 * per B2B invoice and credit note with what the portal answered, as CSV or as JSON with the month's totals.
 */
const BUYER_GSTIN = '27AAPFU0939F1ZV'
const REFUSED_GSTIN = '29AAGCB7383J1Z4'

let irp: FakeIrp
let stack: Stack
let shop: EInvoicingShop
let registered: StoredDocument & { data: { date: string } }
let failed: StoredDocument & { data: { date: string } }
let month: string

const reconciliation = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.baseUrl}/api/shop/tax/einvoices${query}`, { headers })
const asOrderManager = async () => ({ Authorization: `JWT ${await shop.staffToken('orders')}` })

beforeAll(async () => {
  ;({ irp, stack } = await startEInvoicingStack())
  shop = eInvoicingShop(stack.baseUrl)
  irp.control({ rejectGstin: REFUSED_GSTIN })
  const buyer = await shop.newBuyer()
  const [good, refused, b2c] = [
    await shop.placeOrder(buyer, BUYER_GSTIN),
    await shop.placeOrder(buyer, REFUSED_GSTIN),
    await shop.placeOrder(buyer, null),
  ]
  // One after another: the invoices are numbered, and listed, in this order.
  for (const orderId of [good, refused, b2c]) await shop.ship(orderId)
  registered = (await shop.documentWhen(good)) as typeof registered
  failed = (await shop.documentWhen(refused, 'invoice', 'failed')) as typeof failed
  await eventually(async () => expect((await shop.documentOf(b2c, 'invoice')).eInvoice.status).toBe('not-required'))
  month = registered.data.date.slice(0, 7)
}, 300_000)
afterAll(async () => {
  await stack?.stop()
  await irp?.close()
})

describe('the monthly e-invoice reconciliation', () => {
  it('is for order managers only: 401 signed out, 403 for a customer and for a catalogue editor', async () => {
    expect((await reconciliation(`?month=${month}`)).status).toBe(401)
    const customer = await shop.newBuyer()
    expect((await shopCall(stack.baseUrl, 'GET', `/tax/einvoices?month=${month}`, customer)).status).toBe(403)
    const editor = { Authorization: `JWT ${await shop.staffToken('editor')}` }
    expect((await reconciliation(`?month=${month}`, editor)).status).toBe(403)
  })

  it('answers 400 naming the month field for an impossible or missing month', async () => {
    for (const query of ['?month=2026-13', '?month=', '']) {
      const response = await reconciliation(query, await asOrderManager())
      expect(response.status, query).toBe(400)
      expect((await response.json()).errors, query).toEqual([{ field: 'month', message: 'month must look like 2026-11' }])
    }
  })

  it('lists each B2B invoice of the month as CSV with its IRN, Ack or the refusal, and leaves B2C invoices out', async () => {
    const response = await reconciliation(`?month=${month}`, await asOrderManager())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="e-invoices-${month}.csv"`)
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[]
    expect(rows.map((row) => row.document)).toEqual([registered.number, failed.number])
    expect(rows[0]).toMatchObject({
      kind: 'invoice',
      date: registered.data.date,
      buyerGstin: BUYER_GSTIN,
      status: 'registered',
      irn: registered.eInvoice.irn,
      ackNo: registered.eInvoice.ackNo,
      ackDate: registered.eInvoice.ackDate,
      errorCode: '',
    })
    expect(rows[0].irn).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[1]).toMatchObject({
      kind: 'invoice',
      buyerGstin: REFUSED_GSTIN,
      status: 'failed',
      irn: '',
      ackNo: '',
      errorCode: '3028',
      error: expect.stringContaining('GSTIN is invalid'),
    })
  })

  it('answers the month in JSON with its totals; another month has none', async () => {
    const response = await reconciliation(`?month=${month}&format=json`, await asOrderManager())
    expect(response.status).toBe(200)
    const body = (await response.json()) as { summary: Record<string, number>; header: string[]; rows: unknown[][] }
    expect(body.summary).toEqual({ documents: 2, registered: 1, withoutIrn: 1, cancelled: 0, ewayBills: 0 })
    expect(body.rows.map((row) => row[body.header.indexOf('status')])).toEqual(['registered', 'failed'])

    const empty = await reconciliation('?month=2020-01&format=json', await asOrderManager())
    expect((await empty.json()).summary).toEqual({ documents: 0, registered: 0, withoutIrn: 0, cancelled: 0, ewayBills: 0 })
  })
})
