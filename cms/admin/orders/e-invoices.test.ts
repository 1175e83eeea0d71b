import { describe, expect, it } from 'vitest'

import { eInvoiceViews, registeredNumbers, stillRegistering } from './e-invoices'

const invoice = {
  number: 'NS/26-27/000481',
  kind: 'invoice' as const,
  issuedAt: '2026-11-20T08:00:00.000Z',
  eInvoice: {
    status: 'registered' as const,
    irn: 'a'.repeat(64),
    ackNo: '112610034567890',
    ackDate: '2026-11-20T08:35:00.000Z',
    ewayBill: { number: '391012345678', validUntil: '2026-11-21T18:29:00.000Z', requestedAt: '2026-11-20T08:35:01.000Z' },
  },
}

describe("the e-invoice card of an order's admin page", () => {
  it('shows documents that need an IRN, oldest first, and leaves the others out', () => {
    const creditNote = {
      ...invoice,
      number: 'CN/26-27/000012',
      kind: 'credit-note' as const,
      issuedAt: '2026-11-21T08:00:00.000Z',
      eInvoice: { status: 'failed' as const, errorCode: '3028', errorMessage: 'GSTIN is invalid' },
    }
    const challan = {
      ...invoice,
      number: 'DC/26-27/000001',
      kind: 'delivery-challan' as const,
      eInvoice: { status: 'not-required' as const },
    }
    const views = eInvoiceViews([creditNote, challan, invoice])
    expect(views.map((view) => view.title)).toEqual(['Invoice NS/26-27/000481', 'Credit note CN/26-27/000012'])
    expect(views[0].ewayBill).toEqual({ number: '391012345678', validUntil: '2026-11-21T18:29:00.000Z', error: null, requested: true })
    expect(views[1]).toMatchObject({ status: 'failed', error: '3028: GSTIN is invalid', ewayBill: null })
    expect(registeredNumbers(views)).toBe('NS/26-27/000481')
  })

  it('shows a delivery challan for the e-way bill it asked of its own, with no IRN, and reads again until it comes', () => {
    const challan = {
      ...invoice,
      number: 'DC/26-27/000002',
      kind: 'delivery-challan' as const,
      eInvoice: { status: 'not-required' as const, ewayBill: { requestedAt: '2026-11-20T08:35:01.000Z' } },
    }
    const [view] = eInvoiceViews([challan])
    expect(view).toMatchObject({ title: 'Delivery challan DC/26-27/000002', status: 'not-required', irn: null })
    expect(view.ewayBill).toEqual({ number: null, validUntil: null, error: null, requested: true })
    expect(stillRegistering([view])).toBe(true)
    expect(registeredNumbers([view])).toBe('')
  })

  it('reads the page again while an IRN or a requested e-way bill is still to come, not after a refusal', () => {
    const pending = { ...invoice, eInvoice: { status: 'pending' as const } }
    const billToCome = { ...invoice, eInvoice: { ...invoice.eInvoice, ewayBill: { requestedAt: '2026-11-20T08:35:01.000Z' } } }
    const billRefused = {
      ...invoice,
      eInvoice: { ...invoice.eInvoice, ewayBill: { requestedAt: '2026-11-20T08:35:01.000Z', error: '4002: bad vehicle' } },
    }
    expect(stillRegistering(eInvoiceViews([pending]))).toBe(true)
    expect(stillRegistering(eInvoiceViews([billToCome]))).toBe(true)
    expect(stillRegistering(eInvoiceViews([billRefused]))).toBe(false)
    expect(stillRegistering(eInvoiceViews([invoice]))).toBe(false)
  })
})
