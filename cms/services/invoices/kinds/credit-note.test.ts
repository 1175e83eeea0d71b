import { describe, expect, it } from 'vitest'

import { lotLabel } from '../../../contract/lots'
import type { TaxDocumentData, TaxDocumentLine } from '../document'
import { composeReturnCreditNote } from './credit-note'

const line = (code: string, quantity: number, lots: TaxDocumentLine['lots']): TaxDocumentLine => ({
  code,
  description: `Product ${code}`,
  hsn: '3005',
  quantity,
  unit: 'Nos',
  taxableValue: 9_524 * quantity,
  gstRate: 5,
  cgst: 238 * quantity,
  sgst: 238 * quantity,
  igst: 0,
  total: 10_000 * quantity,
  lots,
})

const party = { name: 'Nuvo Surgical', address: 'Plot 4, Sector 18', gstin: '06AAACN1234F1Z5', stateCode: '06', stateName: 'Haryana' }
const invoice: TaxDocumentData = {
  kind: 'invoice',
  number: 'INV/26-27/000007',
  date: '2026-11-20',
  orderId: 'NS-261120-ABCDEF',
  seller: { ...party, signatory: 'A. Kumar' },
  buyer: { name: 'City Hospital', gstin: null, billingAddress: 'Gurugram' },
  placeOfSupply: { state: 'Haryana', stateCode: '06' },
  deliveryAddress: 'Gurugram',
  poNumber: null,
  reverseCharge: false,
  lines: [
    line('ONE-LOT', 2, [{ lot: 'A1', expiry: '2030-12', quantity: 2 }]),
    line('TWO-LOTS', 3, [
      { lot: 'B1', expiry: '2030-06', quantity: 1 },
      { lot: 'B2', expiry: '2031-01', quantity: 2 },
    ]),
  ],
  totals: { taxableValue: 47_620, cgst: 1_190, sgst: 1_190, igst: 0, grandTotal: 50_000, discount: 0 },
  amountInWords: 'Five Hundred Rupees Only',
}

const lotLinesOf = (note: TaxDocumentData, code: string) => note.lines.find((entry) => entry.code === code)!.lots!.map(lotLabel)

describe("a return's credit note", () => {
  it('gives the lot of a line shipped from one lot the quantity returned, not the quantity shipped', () => {
    const note = composeReturnCreditNote(invoice, [{ code: 'ONE-LOT', quantity: 1, alreadyReturned: 0 }], 'CN/26-27/000001', new Date())
    expect(lotLinesOf(note, 'ONE-LOT')).toEqual(['Batch No. A1 · Exp. 12/2030 · Qty 1'])
  })

  it('names the lots of a whole line returned as they were shipped', () => {
    const note = composeReturnCreditNote(invoice, [{ code: 'TWO-LOTS', quantity: 3, alreadyReturned: 0 }], 'CN/26-27/000002', new Date())
    expect(lotLinesOf(note, 'TWO-LOTS')).toEqual(['Batch No. B1 · Exp. 06/2030 · Qty 1', 'Batch No. B2 · Exp. 01/2031 · Qty 2'])
  })

  it('names the lots of part of a line shipped from several lots without a quantity it cannot know', () => {
    const note = composeReturnCreditNote(invoice, [{ code: 'TWO-LOTS', quantity: 1, alreadyReturned: 0 }], 'CN/26-27/000003', new Date())
    expect(lotLinesOf(note, 'TWO-LOTS')).toEqual(['Batch No. B1 · Exp. 06/2030', 'Batch No. B2 · Exp. 01/2031'])
  })
})
