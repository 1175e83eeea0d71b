import { describe, expect, it } from 'vitest'

import type { Order } from '../../payload-types'
import type { SellerIdentity } from '../invoices/compose'
import type { TaxDocumentData, TaxDocumentLine } from '../invoices/document'
import { composeCreditNote } from '../invoices/kinds/credit-note'
import { composeInvoice } from '../invoices/kinds/invoice'
import { buildIrpRequest, requiresEInvoice } from './request'
import { validateIrpRequest } from './validate'

const line = (code: string, quantity: number, lots: TaxDocumentLine['lots']): TaxDocumentLine => ({
  code,
  description: `Sterile gauze swab ${code}`,
  hsn: '30059040',
  quantity,
  unit: 'Nos',
  taxableValue: 9_524 * quantity,
  gstRate: 5,
  cgst: 0,
  sgst: 0,
  igst: 476 * quantity,
  total: 10_000 * quantity,
  lots,
})

const invoice: TaxDocumentData = {
  kind: 'invoice',
  number: 'INV/26-27/000007',
  date: '2026-11-20',
  orderId: 'NS-261120-ABCDEF',
  seller: {
    name: 'Nuvo Surgical Private Limited',
    address: 'Plot 4, Sector 18, Udyog Vihar, Gurugram, Haryana 122015',
    gstin: '06AAACN1234F1Z5',
    stateCode: '06',
    stateName: 'Haryana',
    signatory: 'A. Kumar',
  },
  buyer: { name: 'City Hospital Trust', gstin: '29AAACC1206D1ZM', billingAddress: '12, MG Road, Near Metro, Bengaluru, Karnataka 560001' },
  placeOfSupply: { state: 'Karnataka', stateCode: '29' },
  deliveryAddress: '12, MG Road, Near Metro, Bengaluru, Karnataka 560001',
  poNumber: 'PO-77',
  reverseCharge: false,
  lines: [
    line('GZ-10', 2, [{ lot: 'NS2409-118', expiry: '2027-02', quantity: 2 }]),
    line('GZ-20', 3, [
      { lot: 'B1', expiry: '2030-06', quantity: 1 },
      { lot: 'B22', expiry: '2029-11', quantity: 2 },
    ]),
    line('GZ-30', 1, []),
  ],
  totals: { taxableValue: 57_144, cgst: 0, sgst: 0, igst: 2_856, grandTotal: 60_000, discount: 0 },
  amountInWords: 'Six Hundred Rupees Only',
}

const creditNote: TaxDocumentData = {
  ...invoice,
  kind: 'credit-note',
  number: 'CN/26-27/000002',
  date: '2026-11-25',
  invoiceNumber: 'INV/26-27/000007',
  invoiceDate: '2026-11-20',
}

describe('the IRP request of a tax document', () => {
  it('conforms to the e-invoice schema 1.1 for an invoice to a GSTIN holder, amounts in rupees', () => {
    const request = buildIrpRequest({ kind: 'invoice', number: invoice.number, data: invoice })
    expect(validateIrpRequest(request)).toEqual([])
    expect(request.DocDtls).toEqual({ Typ: 'INV', No: 'INV/26-27/000007', Dt: '20/11/2026' })
    expect(request.SellerDtls).toMatchObject({ Addr1: 'Plot 4, Sector 18, Udyog Vihar', Loc: 'Gurugram', Pin: 122015, Stcd: '06' })
    expect(request.BuyerDtls).toMatchObject({ Gstin: '29AAACC1206D1ZM', Pos: '29', Loc: 'Bengaluru', Pin: 560001, Stcd: '29' })
    expect(request.ItemList[0]).toMatchObject({ AssAmt: 190.48, IgstAmt: 9.52, TotItemVal: 200, UnitPrice: 95.24, Unit: 'NOS' })
    expect(request.ValDtls).toMatchObject({ AssVal: 571.44, IgstVal: 28.56, TotInvVal: 600, RndOffAmt: 0 })
    expect(JSON.stringify(request.ValDtls)).toContain('"AssVal":571.44')
  })

  it("carries each line's lots as one batch: numbers joined, the earliest expiry as its month's last day", () => {
    const { ItemList } = buildIrpRequest({ kind: 'invoice', number: invoice.number, data: invoice })
    expect(ItemList[0].BchDtls).toEqual({ Nm: 'NS2409-118', ExpDt: '28/02/2027' })
    expect(ItemList[1].BchDtls).toEqual({ Nm: 'B1,B22', ExpDt: '30/11/2029' })
    expect(ItemList[2].BchDtls).toBeUndefined()
  })

  it('names as many batches as fit in the 20 characters the portal allows, counting the rest', () => {
    const lots = ['LOT-AAAA1', 'LOT-BBBB2', 'LOT-CCCC3'].map((lot) => ({ lot, expiry: null, quantity: 1 }))
    const data = { ...invoice, lines: [line('GZ-40', 3, lots)] }
    const [item] = buildIrpRequest({ kind: 'invoice', number: invoice.number, data }).ItemList
    expect(item.BchDtls).toEqual({ Nm: 'LOT-AAAA1+2' })
  })

  it('gives a credit note the invoice it reverses as its preceding document', () => {
    const request = buildIrpRequest({ kind: 'credit-note', number: creditNote.number, data: creditNote })
    expect(request.DocDtls.Typ).toBe('CRN')
    expect(request.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/26-27/000007', InvDt: '20/11/2026' }] })
    expect(validateIrpRequest(request)).toEqual([])
    const { RefDtls: _dropped, ...withoutPreceding } = request
    expect(validateIrpRequest(withoutPreceding)).toContainEqual({ field: 'RefDtls', message: 'is required' })
  })

  it('conforms for an invoice and its credit note as the shop composes them, reading pin and locality from their addresses', () => {
    const seller: SellerIdentity = {
      name: 'Nuvo Surgical Private Limited',
      address: 'Plot 0, Example Industrial Estate, Sector 00\nSonipat, Haryana 131001, India',
      gstin: '06AAACN1234F1Z5',
      stateCode: '06',
      stateName: 'Haryana',
      signatory: 'A. Kumar',
      prefixes: { invoice: 'INV', creditNote: 'CN' },
    }
    const order = {
      id: 'order-1',
      orderId: 'NS-261120-ABCDEF',
      businessName: 'City Hospital Trust',
      gstin: '29AAACC1206D1ZM',
      address: { doorNo: '12', streetName: 'MG Road', landMark: 'Near Metro', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
      lines: [
        { product: 'p1', code: 'GZ-10', name: 'Gauze swab', size: '10 cm', quantity: 3, lineTotal: 104_999 },
        { product: 'p2', code: 'SY-5', name: 'Syringe', size: null, quantity: 7, lineTotal: 777 },
      ],
      discount: { amount: 1_000 },
      shipment: { lots: [{ code: 'GZ-10', lot: 'NS2409-118', expiry: '2027-02', quantity: 3 }] },
    } as unknown as Order
    const products = new Map([
      ['p1', { hsnCode: '30059040', gstRate: 5 }],
      ['p2', { hsnCode: '90183100', gstRate: 12 }],
    ])
    const composed = composeInvoice({
      order,
      seller,
      buyerName: 'Dr. Rao',
      products,
      number: 'INV/26-27/000042',
      at: new Date('2026-11-20T06:00:00Z'),
    })
    const request = buildIrpRequest({ kind: 'invoice', number: composed.number, data: composed })
    expect(validateIrpRequest(request)).toEqual([])
    expect(request.SellerDtls).toMatchObject({ Addr1: 'Plot 0, Example Industrial Estate, Sector 00', Loc: 'Sonipat', Pin: 131001 })
    expect(request.BuyerDtls).toMatchObject({ Addr1: '12, MG Road, Near Metro', Loc: 'Bengaluru', Pin: 560001, Pos: '29' })
    const paise = (rupees: number) => Math.round(rupees * 100)
    const items = request.ItemList
    expect(paise(request.ValDtls.TotInvVal)).toBe(composed.totals.grandTotal)
    expect(items.reduce((sum, item) => sum + paise(item.AssAmt), 0)).toBe(composed.totals.taxableValue)
    expect(items.reduce((sum, item) => sum + paise(item.TotItemVal), 0)).toBe(composed.totals.grandTotal)

    const note = composeCreditNote(composed, 'CN/26-27/000009', new Date('2026-11-25T06:00:00Z'))
    const noteRequest = buildIrpRequest({ kind: 'credit-note', number: note.number, data: note })
    expect(validateIrpRequest(noteRequest)).toEqual([])
    expect(noteRequest.RefDtls?.PrecDocDtls).toEqual([{ InvNo: 'INV/26-27/000042', InvDt: '20/11/2026' }])
  })

  it('refuses a B2C invoice and a delivery challan with a clear error, and says only B2B invoices and notes need one', () => {
    const b2c = { ...invoice, buyer: { ...invoice.buyer, gstin: null } }
    expect(() => buildIrpRequest({ kind: 'invoice', number: b2c.number, data: b2c })).toThrow(/without a GSTIN \(B2C\)/)
    const challan = { ...invoice, kind: 'delivery-challan' as const, number: 'DC/26-27/000001' }
    expect(() => buildIrpRequest({ kind: 'delivery-challan', number: challan.number, data: challan })).toThrow(
      /delivery-challan is not registered on the IRP/,
    )
    expect([invoice, creditNote, b2c, challan].map(requiresEInvoice)).toEqual([true, true, false, false])
  })

  it('names the fields a request gets wrong', () => {
    const request = buildIrpRequest({ kind: 'invoice', number: invoice.number, data: invoice })
    const broken = {
      ...request,
      DocDtls: { ...request.DocDtls, No: '0INV/2026/0000007' },
      BuyerDtls: { ...request.BuyerDtls, Gstin: '29AAACC1206D1Z', Pin: undefined },
    }
    const fields = validateIrpRequest(JSON.parse(JSON.stringify(broken))).map((problem) => problem.field)
    expect(fields).toEqual(expect.arrayContaining(['DocDtls.No', 'BuyerDtls.Gstin', 'BuyerDtls.Pin']))
  })
})
