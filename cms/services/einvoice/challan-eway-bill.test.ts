import { describe, expect, it } from 'vitest'

import type { TaxDocumentData } from '../invoices/document'
import { challanValue } from '../invoices/kinds/delivery-challan'
import { buildChallanEwayBillRequest, challanEwayBillProblems } from './challan-eway-bill'
import { fromEwayBillTime, toEwayBillTime } from './portal-format'
import type { PartB } from './types'

const challan: TaxDocumentData = {
  kind: 'delivery-challan',
  number: 'DC/26-27/000004',
  date: '2026-11-28',
  orderId: 'NS-261128-REPLAC',
  seller: {
    name: 'Nuvo Surgical Private Limited',
    address: 'Plot 4, Sector 18, Udyog Vihar, Gurugram, Haryana 122015',
    gstin: '06AAACN1234F1Z5',
    stateCode: '06',
    stateName: 'Haryana',
    signatory: 'A. Kumar',
  },
  buyer: { name: 'City Hospital Trust', gstin: '29AAACC1206D1ZM', billingAddress: '12, MG Road, Bengaluru, Karnataka 560001' },
  placeOfSupply: { state: 'Karnataka', stateCode: '29' },
  deliveryAddress: 'Central Stores, 40 Hosur Road, Bengaluru, Karnataka 560029',
  poNumber: null,
  reverseCharge: false,
  lines: [
    {
      code: 'NS 3512',
      description: 'Skin stapler 35 wide',
      hsn: '90189099',
      quantity: 60,
      unit: 'Box',
      taxableValue: 6_000_000,
      gstRate: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      total: 6_000_000,
      lots: [{ lot: 'ST2611-04', expiry: '2029-10', quantity: 60 }],
    },
  ],
  totals: { taxableValue: 6_000_000, cgst: 0, sgst: 0, igst: 0, grandTotal: 6_000_000, discount: 0 },
  amountInWords: 'Sixty Thousand Rupees Only',
  invoiceNumber: 'INV/26-27/000031',
  invoiceDate: '2026-11-10',
}

const road: PartB = {
  mode: 'road',
  transporterId: '29AABCT1332L1ZZ',
  documentNumber: 'AWB-88',
  documentDate: '2026-11-28',
  vehicleNumber: 'KA01AB1234',
  distanceKm: 2100,
}

describe("a delivery challan's own e-way bill request", () => {
  it('sends the challan as an outward movement other than supply, document CHL, valued without tax, to the delivery address', () => {
    const request = buildChallanEwayBillRequest({ kind: 'delivery-challan', number: challan.number, data: challan }, road)
    expect(request).toMatchObject({
      supplyType: 'O',
      subSupplyType: '8',
      subSupplyDesc: 'Replacement of returned goods',
      docType: 'CHL',
      docNo: 'DC/26-27/000004',
      docDate: '28/11/2026',
      fromGstin: '06AAACN1234F1Z5',
      fromPlace: 'Gurugram',
      fromPincode: 122015,
      fromStateCode: 6,
      toGstin: '29AAACC1206D1ZM',
      toAddr1: 'Central Stores, 40 Hosur Road',
      toPlace: 'Bengaluru',
      toPincode: 560029,
      toStateCode: 29,
      actToStateCode: 29,
      totalValue: 60_000,
      igstValue: 0,
      totInvValue: 60_000,
      transMode: '1',
      transDistance: '2100',
      transDocDate: '28/11/2026',
      vehicleNo: 'KA01AB1234',
      vehicleType: 'R',
    })
    expect(request.itemList).toEqual([
      {
        productName: 'NS 3512',
        productDesc: 'Skin stapler 35 wide',
        hsnCode: 90189099,
        quantity: 60,
        qtyUnit: 'BOX',
        taxableAmount: 60_000,
        cgstRate: 0,
        sgstRate: 0,
        igstRate: 0,
        cessRate: 0,
      },
    ])
    expect(challanEwayBillProblems(request)).toEqual([])
  })

  it('writes an unregistered buyer as URP and takes no vehicle when the goods fly', () => {
    const retail = { ...challan, buyer: { ...challan.buyer, gstin: null } }
    const air: PartB = { ...road, mode: 'air', vehicleNumber: null }
    const request = buildChallanEwayBillRequest({ kind: 'delivery-challan', number: challan.number, data: retail }, air)
    expect(request).toMatchObject({ toGstin: 'URP', toStateCode: 29, transMode: '3' })
    expect(request).not.toHaveProperty('vehicleNo')
    expect(challanEwayBillProblems(request)).toEqual([])
  })

  it('names what the e-way bill system would refuse: an address without a pin code, no items, no vehicle by road', () => {
    const request = buildChallanEwayBillRequest({ kind: 'delivery-challan', number: challan.number, data: challan }, road)
    const broken = { ...request, toPincode: null, itemList: [], vehicleNo: undefined, toGstin: '29-BAD' }
    expect(challanEwayBillProblems(broken).map((problem) => problem.field)).toEqual(['toGstin', 'toPincode', 'itemList', 'vehicleNo'])
  })

  it('is built for delivery challans only: an invoice gets its e-way bill with its IRN', () => {
    expect(() =>
      buildChallanEwayBillRequest({ kind: 'invoice', number: 'INV/26-27/000031', data: { ...challan, kind: 'invoice' } }, road),
    ).toThrow(/generated with its IRN/)
  })

  it("values a replacement's goods at what the replaced invoice charged for them before tax", () => {
    const replaced = { ...challan, kind: 'invoice' as const, lines: [{ ...challan.lines[0], quantity: 100, taxableValue: 10_000_000 }] }
    expect(challanValue(replaced, [{ code: 'NS 3512', quantity: 60 }])).toBe(6_000_000)
    expect(challanValue(replaced, [{ code: 'NOT-INVOICED', quantity: 5 }])).toBe(0)
    expect(challanValue(null, [{ code: 'NS 3512', quantity: 60 }])).toBe(0)
  })
})

describe('how the e-way bill system writes times', () => {
  it('reads dd/mm/yyyy hh:mm:ss AM/PM in India time, both ways, noon and midnight included', () => {
    expect(fromEwayBillTime('29/11/2026 02:05:00 PM')).toBe('2026-11-29T08:35:00.000Z')
    expect(fromEwayBillTime('29/11/2026 12:00:00 AM')).toBe('2026-11-28T18:30:00.000Z')
    expect(fromEwayBillTime('29/11/2026 12:30:00 PM')).toBe('2026-11-29T07:00:00.000Z')
    for (const iso of ['2026-11-29T08:35:00.000Z', '2026-11-28T18:30:00.000Z', '2026-11-29T06:30:59.000Z']) {
      expect(fromEwayBillTime(toEwayBillTime(new Date(iso)))).toBe(iso)
    }
    expect(() => fromEwayBillTime('2026-11-29 14:05:00')).toThrow(/Unexpected e-way bill time/)
  })
})
