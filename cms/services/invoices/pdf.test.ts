import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { readPdfWithQrCodes } from '../../../tests/helpers/pdf-qr'
import type { StoredEInvoice } from '../einvoice/types'
import type { TaxDocumentData } from './document'
import { renderTaxDocumentPdf } from './pdf'

const invoice: TaxDocumentData = {
  kind: 'invoice',
  number: 'NS/26-27/000481',
  date: '2026-11-20',
  orderId: 'NS-481',
  reverseCharge: false,
  poNumber: null,
  amountInWords: 'Sixty Thousand Rupees Only',
  deliveryAddress: '12, MG Road, Pune, Maharashtra 411001',
  seller: {
    name: 'Nuvo Surgical',
    address: 'Plot 4, Sector 8, Gurugram',
    gstin: '06AAAAA0000A1Z6',
    stateCode: '06',
    stateName: 'Haryana',
    signatory: 'A. Sharma',
  },
  buyer: { name: 'City Hospital', gstin: '27AAPFU0939F1ZV', billingAddress: '12, MG Road, Pune' },
  placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
  lines: [
    {
      code: 'SG-75',
      description: 'Surgical gloves, sterile',
      hsn: '4015',
      quantity: 100,
      unit: 'Box',
      taxableValue: 57_142_86,
      gstRate: 5,
      cgst: 0,
      sgst: 0,
      igst: 2_857_14,
      total: 60_000_00,
    },
  ],
  totals: { taxableValue: 57_142_86, cgst: 0, sgst: 0, igst: 2_857_14, grandTotal: 60_000_00, discount: 0 },
}

const base64url = (value: string) => Buffer.from(value).toString('base64url')

/** A signed QR string of the portal's length: a JWT whose payload names the document, with a 2048-bit signature. */
const irn = createHash('sha256').update('06AAAAA0000A1Z6|2026-27|INV|NS/26-27/000481').digest('hex')
const signedQrCode = [
  base64url(JSON.stringify({ alg: 'RS256', kid: 'B8BC1B1AFA5F2B7E0A2E0F3A8B7E2B0C', typ: 'JWT', x5t: 'uLwbGvpfK34KLg86i34rsMw' })),
  base64url(
    JSON.stringify({
      data: JSON.stringify({
        SellerGstin: '06AAAAA0000A1Z6',
        BuyerGstin: '27AAPFU0939F1ZV',
        DocNo: 'NS/26-27/000481',
        DocTyp: 'INV',
        DocDt: '20/11/2026',
        TotInvVal: 60000,
        ItemCnt: 1,
        MainHsnCode: '4015',
        Irn: irn,
        IrnDt: '2026-11-20 14:05:00',
      }),
      iss: 'NIC',
    }),
  ),
  base64url(createHash('sha512').update('signature').digest('hex').repeat(4)).slice(0, 342),
].join('.')

const eInvoice: StoredEInvoice = {
  status: 'registered',
  irn,
  ackNo: '112610034567890',
  ackDate: '2026-11-20T08:35:00.000Z',
  signedInvoice: 'eyJ.signed.invoice',
  signedQrCode,
  ewayBill: { number: '391012345678', generatedAt: '2026-11-20T08:36:00.000Z', validUntil: '2026-11-21T18:29:00.000Z' },
  errorCode: null,
  errorMessage: null,
  attempts: 1,
  cancelledAt: null,
}

describe('the tax document PDF of a registered e-invoice', () => {
  it('prints the IRN, Ack No, Ack Date and the e-way bill, with a QR code that reads back as the signed QR string', async () => {
    expect(signedQrCode.length).toBeGreaterThan(600)
    const { text, qrCodes } = await readPdfWithQrCodes(await renderTaxDocumentPdf(invoice, eInvoice))
    expect(text).toContain(`IRN ${irn}`)
    expect(text).toContain('Ack No 112610034567890')
    expect(text).toContain('Ack Date 2026-11-20 14:05')
    expect(text).toContain('E-way bill No 391012345678')
    expect(text).toContain('E-way bill valid until 2026-11-21 23:59')
    expect(qrCodes).toEqual([signedQrCode])
  })

  it('prints neither IRN nor QR code for a document the portal has not registered', async () => {
    const pending: StoredEInvoice = {
      ...eInvoice,
      status: 'pending',
      irn: null,
      ackNo: null,
      ackDate: null,
      signedQrCode: null,
      ewayBill: null,
    }
    for (const stored of [undefined, null, pending]) {
      const { text, qrCodes } = await readPdfWithQrCodes(await renderTaxDocumentPdf(invoice, stored))
      expect(text).not.toContain('IRN')
      expect(text).not.toContain('Ack No')
      expect(qrCodes).toEqual([])
    }
  })
})

describe("the tax document PDF of a company's order", () => {
  it('prints the PO number, the cost centre and who approved the order, and none of them when there were none', async () => {
    const company = { ...invoice, poNumber: 'PO/CARD/2026/118', costCentre: 'Cardiac theatre', approvedBy: 'Dr Meera Iyer' }
    const { text } = await readPdfWithQrCodes(await renderTaxDocumentPdf(company, null))
    expect(text).toContain('PO number PO/CARD/2026/118')
    expect(text).toContain('Cost centre Cardiac theatre')
    expect(text).toContain('Approved by Dr Meera Iyer')
    const plain = (await readPdfWithQrCodes(await renderTaxDocumentPdf(invoice, null))).text
    expect(plain).not.toContain('Cost centre')
    expect(plain).not.toContain('Approved by')
  })
})
