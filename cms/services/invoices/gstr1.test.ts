import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'

import type { TaxDocumentData } from './document'
import { GSTR1_HEADER, gstr1Csv, gstr1Rows, registeredIrns } from './gstr1'

const line = (hsn: string, gstRate: number, taxableValue: number, tax: { cgst?: number; sgst?: number; igst?: number }, quantity = 1) => ({
  code: 'C',
  description: 'D',
  hsn,
  quantity,
  unit: 'Nos',
  taxableValue,
  gstRate,
  cgst: tax.cgst ?? 0,
  sgst: tax.sgst ?? 0,
  igst: tax.igst ?? 0,
  total: taxableValue + (tax.cgst ?? 0) + (tax.sgst ?? 0) + (tax.igst ?? 0),
})

function document(
  kind: TaxDocumentData['kind'],
  number: string,
  gstin: string | null,
  state: [string, string],
  lines: TaxDocumentData['lines'],
): TaxDocumentData {
  const grandTotal = lines.reduce((sum, entry) => sum + entry.total, 0)
  return {
    kind,
    number,
    date: '2026-11-20',
    orderId: 'NS-1',
    reverseCharge: false,
    poNumber: null,
    amountInWords: '',
    deliveryAddress: '',
    seller: { name: 'S', address: 'A', gstin: '06AAAAA0000A1Z6', stateCode: '06', stateName: 'Haryana', signatory: 'X' },
    buyer: { name: gstin ? '=HYPERLINK("x")' : 'Walk-in', gstin, billingAddress: '' },
    placeOfSupply: { state: state[1], stateCode: state[0] },
    lines,
    totals: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, grandTotal, discount: 0 },
    ...(kind === 'credit-note' ? { invoiceNumber: 'NS/26-27/000002', invoiceDate: '2026-11-19' } : {}),
  }
}

describe('GSTR-1 export', () => {
  const documents = [
    document(
      'invoice',
      'NS/26-27/000001',
      '27AAPFU0939F1ZV',
      ['27', 'Maharashtra'],
      [line('3006', 5, 100_00, { igst: 5_00 }), line('4015', 12, 200_00, { igst: 24_00 })],
    ),
    document('invoice', 'NS/26-27/000002', null, ['06', 'Haryana'], [line('3006', 5, 300_00, { cgst: 7_50, sgst: 7_50 }, 3)]),
    document('invoice', 'NS/26-27/000003', null, ['06', 'Haryana'], [line('3006', 5, 100_00, { cgst: 2_50, sgst: 2_50 })]),
    document('credit-note', 'NSC/26-27/000001', null, ['06', 'Haryana'], [line('3006', 5, 300_00, { cgst: 7_50, sgst: 7_50 }, 3)]),
  ]

  it('lists B2B per document and rate, nets B2C by state and rate, and sums HSN with credit notes subtracted', () => {
    const rows = gstr1Rows(documents)
    expect(rows.filter((row) => row[0] === 'B2B').map((row) => [row[3], row[9], row[10], row[11]])).toEqual([
      ['NS/26-27/000001', 5, 100, 5],
      ['NS/26-27/000001', 12, 200, 24],
    ])
    expect(rows.filter((row) => row[0] === 'B2CS')).toEqual([
      ['B2CS', '', '', '', '', '', '06-Haryana', '', '', 5, 100, 0, 2.5, 2.5, '', ''],
    ])
    expect(rows.filter((row) => row[0] === 'HSN').map((row) => [row[7], row[8], row[9], row[10]])).toEqual([
      ['3006', 2, 5, 200],
      ['4015', 1, 12, 200],
    ])
  })

  it('lists the documents issued per series: first and last number, and how many', () => {
    expect(gstr1Rows(documents).filter((row) => row[0] === 'DOCS')).toEqual([
      ['DOCS', '', '', 'NS/26-27/000001 to NS/26-27/000003', '', 'Invoices for outward supply', '', '', 3, '', '', '', '', '', '', ''],
      ['DOCS', '', '', 'NSC/26-27/000001 to NSC/26-27/000001', '', 'Credit note', '', '', 1, '', '', '', '', '', '', ''],
    ])
  })

  it('counts delivery challans among the documents issued only: a free replacement is no supply', () => {
    const challans = [
      document('delivery-challan', 'DC/26-27/000002', '27AAPFU0939F1ZV', ['27', 'Maharashtra'], [line('3006', 0, 100_00, {})]),
      document('delivery-challan', 'DC/26-27/000001', null, ['06', 'Haryana'], [line('4015', 0, 50_00, {}, 2)]),
    ]
    const taxRows = (rows: (string | number)[][]) => rows.filter((row) => row[0] !== 'DOCS')
    const rows = gstr1Rows([...documents, ...challans])
    expect(taxRows(rows)).toEqual(taxRows(gstr1Rows(documents)))
    expect(rows.at(-1)).toEqual([
      'DOCS',
      '',
      '',
      'DC/26-27/000001 to DC/26-27/000002',
      '',
      'Delivery challan in cases other than by way of supply',
      '',
      '',
      2,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ])
  })

  it('keeps a receiver name that looks like a formula as text', () => {
    const [, first] = Papa.parse<string[]>(gstr1Csv(documents).trim()).data
    expect(first[2]).toBe(`'=HYPERLINK("x")`)
  })

  it('marks B2B and credit-note rows e-invoiced with the IRN of a registered document, and leaves the rest empty', () => {
    const irn = 'a'.repeat(64)
    const b2bCreditNote = document(
      'credit-note',
      'NSC/26-27/000002',
      '27AAPFU0939F1ZV',
      ['27', 'Maharashtra'],
      [line('3006', 5, 100_00, { igst: 5_00 })],
    )
    const irns = registeredIrns([
      { number: 'NS/26-27/000001', eInvoice: { status: 'registered', irn } },
      { number: 'NSC/26-27/000002', eInvoice: { status: 'registered', irn: 'b'.repeat(64) } },
      { number: 'NS/26-27/000002', eInvoice: { status: 'not-required', irn: null } },
    ])
    const rows = gstr1Rows([...documents, b2bCreditNote], irns)
    const column = GSTR1_HEADER.indexOf('irn')
    expect(column).toBe(GSTR1_HEADER.length - 1)
    expect(rows.filter((row) => row[0] === 'B2B').map((row) => row[column])).toEqual([irn, irn])
    expect(rows.filter((row) => row[0] === 'CDNR').map((row) => [row[3], row[column]])).toEqual([['NSC/26-27/000002', 'b'.repeat(64)]])
    expect(rows.filter((row) => row[0] !== 'B2B' && row[0] !== 'CDNR').every((row) => row[column] === '')).toBe(true)
    expect(rows.every((row) => row.length === GSTR1_HEADER.length)).toBe(true)

    const [header, first] = Papa.parse<string[]>(gstr1Csv(documents, irns).trim()).data
    expect([header.at(-1), first.at(-1)]).toEqual(['irn', irn])
  })

  it('leaves the IRN out while a document is pending or failed, and once its IRN is cancelled', () => {
    const irns = registeredIrns([
      { number: 'NS/26-27/000001', eInvoice: { status: 'pending', irn: null } },
      { number: 'NS/26-27/000002', eInvoice: { status: 'failed', irn: null } },
      { number: 'NS/26-27/000003', eInvoice: { status: 'cancelled', irn: 'c'.repeat(64) } },
      { number: 'NS/26-27/000004', eInvoice: null },
    ])
    expect(irns.size).toBe(0)
  })
})
