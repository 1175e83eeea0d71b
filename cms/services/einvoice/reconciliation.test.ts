import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import { reconciliationCsv, reconciliationRows, reconciliationSummary, type ReconciledDocument } from './reconciliation'

const BUYER = '27AAPFU0939F1ZV'

function document(number: string, kind: string, gstin: string | null, eInvoice: ReconciledDocument['eInvoice']): ReconciledDocument {
  return {
    number,
    kind: kind as ReconciledDocument['kind'],
    data: { kind, number, date: '2026-11-20', buyer: { name: 'City Hospital', gstin }, totals: { grandTotal: 6_000_000 } },
    eInvoice,
  }
}

const registered = document('NS/26-27/000001', 'invoice', BUYER, {
  status: 'registered',
  irn: 'a'.repeat(64),
  ackNo: '112610034567890',
  ackDate: '2026-11-20T08:35:00.000Z',
  ewayBill: { number: '391012345678', validUntil: '2026-11-21T18:29:00.000Z' },
})
const failed = document('NS/26-27/000002', 'invoice', BUYER, { status: 'failed', errorCode: '3028', errorMessage: 'GSTIN is invalid' })
const cancelled = document('NS/26-27/000003', 'invoice', BUYER, {
  status: 'cancelled',
  irn: 'b'.repeat(64),
  cancelledAt: '2026-11-20T10:00:00.000Z',
})
const issuedWhileOff = document('CN/26-27/000001', 'credit-note', BUYER, { status: 'not-required' })
const retail = document('NS/26-27/000004', 'invoice', null, { status: 'not-required' })
const challan = document('DC/26-27/000001', 'delivery-challan', BUYER, { status: 'not-required' })
const month = [registered, failed, cancelled, issuedWhileOff, retail, challan]

describe('the monthly e-invoice reconciliation', () => {
  it('lists every B2B invoice and credit note with its registration, and leaves out retail invoices and challans', () => {
    const rows = reconciliationRows(month)
    expect(rows.map((row) => row[0])).toEqual(['NS/26-27/000001', 'NS/26-27/000002', 'NS/26-27/000003', 'CN/26-27/000001'])
    expect(rows[0]).toEqual([
      'NS/26-27/000001',
      'invoice',
      '2026-11-20',
      BUYER,
      60_000,
      'registered',
      'a'.repeat(64),
      '112610034567890',
      '2026-11-20T08:35:00.000Z',
      '',
      '391012345678',
      '2026-11-21T18:29:00.000Z',
      '',
      '',
    ])
    expect(rows[1]!.slice(5)).toEqual(['failed', '', '', '', '', '', '', '3028', 'GSTIN is invalid'])
    expect(rows[3]![5]).toBe('not-required')
  })

  it('counts the documents needing an IRN, those registered, those without one, the cancelled IRNs and e-way bills', () => {
    expect(reconciliationSummary(month)).toEqual({ documents: 4, registered: 1, withoutIrn: 2, cancelled: 1, ewayBills: 1 })
  })

  it('writes the same rows as CSV under its header', () => {
    const parsed = Papa.parse<string[]>(reconciliationCsv(month).trim()).data
    expect(parsed[0]).toEqual(expect.arrayContaining(['document', 'status', 'irn', 'ackNo', 'ewayBill', 'error']))
    expect(parsed).toHaveLength(5)
    expect(parsed[1]![0]).toBe('NS/26-27/000001')
    expect(parsed[1]![4]).toBe('60000')
  })
})
