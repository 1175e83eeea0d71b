import type { TaxDocumentData } from '../invoices/document'
import { portalDate } from './portal-format'
import { addressParts, UNITS, type RegistrableDocument } from './request'
import type { PartB, TransportMode } from './types'
import type { RequestProblem } from './validate'

/**
 * The e-way bill of a delivery challan, which has no IRN to generate it from: the e-way bill system's own request
 * (GENEWAYBILL of its API v1.03), outward, "others" (the free replacement of returned goods), document type CHL.
 * Values in rupees, no tax (nothing is sold).
 */
export type ChallanEwayBillRequest = {
  supplyType: 'O'
  subSupplyType: '8'
  subSupplyDesc: string
  docType: 'CHL'
  docNo: string
  docDate: string
  fromGstin: string
  fromTrdName: string
  fromAddr1: string
  fromPlace: string
  fromPincode: number | null
  fromStateCode: number
  actFromStateCode: number
  /** The buyer's GSTIN, or URP (unregistered person). */
  toGstin: string
  toTrdName: string
  toAddr1: string
  toPlace: string
  toPincode: number | null
  toStateCode: number
  actToStateCode: number
  transactionType: 1
  totalValue: number
  cgstValue: 0
  sgstValue: 0
  igstValue: 0
  cessValue: 0
  totInvValue: number
  transporterId: string
  transDocNo: string
  transDocDate: string
  transMode: string
  transDistance: string
  vehicleNo?: string
  vehicleType?: 'R'
  itemList: {
    productName: string
    productDesc: string
    hsnCode: number
    quantity: number
    qtyUnit: string
    taxableAmount: number
    cgstRate: 0
    sgstRate: 0
    igstRate: 0
    cessRate: 0
  }[]
}

export const TRANSPORT_MODE_CODES: Record<TransportMode, string> = { road: '1', rail: '2', air: '3', ship: '4' }

const rupees = (paise: number) => paise / 100

/** The e-way bill request of a frozen delivery challan moving with `partB`; throws for any other document. */
export function buildChallanEwayBillRequest(document: RegistrableDocument, partB: PartB): ChallanEwayBillRequest {
  if (document.kind !== 'delivery-challan') {
    throw new Error(`A ${document.kind}'s e-way bill is generated with its IRN; only a delivery challan has one of its own`)
  }
  const data: TaxDocumentData = document.data
  const from = addressParts(data.seller.address)
  const to = addressParts(data.deliveryAddress || data.buyer.billingAddress)
  const fromState = Number(data.seller.stateCode)
  const toState = Number(data.placeOfSupply.stateCode)
  return {
    supplyType: 'O',
    subSupplyType: '8',
    subSupplyDesc: 'Replacement of returned goods',
    docType: 'CHL',
    docNo: document.number,
    docDate: portalDate(data.date),
    fromGstin: data.seller.gstin,
    fromTrdName: data.seller.name,
    fromAddr1: from.Addr1,
    fromPlace: from.Loc,
    fromPincode: from.Pin ?? null,
    fromStateCode: fromState,
    actFromStateCode: fromState,
    toGstin: data.buyer.gstin ?? 'URP',
    toTrdName: data.buyer.name,
    toAddr1: to.Addr1,
    toPlace: to.Loc,
    toPincode: to.Pin ?? null,
    toStateCode: data.buyer.gstin ? Number(data.buyer.gstin.slice(0, 2)) : toState,
    actToStateCode: toState,
    transactionType: 1,
    totalValue: rupees(data.totals.taxableValue),
    cgstValue: 0,
    sgstValue: 0,
    igstValue: 0,
    cessValue: 0,
    totInvValue: rupees(data.totals.grandTotal),
    transporterId: partB.transporterId,
    transDocNo: partB.documentNumber,
    transDocDate: portalDate(partB.documentDate),
    transMode: TRANSPORT_MODE_CODES[partB.mode],
    transDistance: String(partB.distanceKm ?? 0),
    ...(partB.mode === 'road' && partB.vehicleNumber ? { vehicleNo: partB.vehicleNumber, vehicleType: 'R' as const } : {}),
    itemList: data.lines.map((line) => ({
      productName: line.code,
      productDesc: line.description.slice(0, 100),
      hsnCode: Number(line.hsn),
      quantity: line.quantity,
      qtyUnit: UNITS[line.unit.toLowerCase()] ?? 'OTH',
      taxableAmount: rupees(line.taxableValue),
      cgstRate: 0,
      sgstRate: 0,
      igstRate: 0,
      cessRate: 0,
    })),
  }
}

const GSTIN = /^[0-9]{2}[0-9A-Z]{13}$/
const DAY = /^\d{2}\/\d{2}\/\d{4}$/

/**
 * What the e-way bill system would refuse in a challan's request, field by field, so a data problem (an address
 * without a pin code, say) shows as our clear error before anything is sent. An empty list when it would be taken.
 */
export function challanEwayBillProblems(request: ChallanEwayBillRequest): RequestProblem[] {
  const problems: RequestProblem[] = []
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) problems.push({ field, message })
  }
  need(request.docNo.length > 0 && request.docNo.length <= 16, 'docNo', 'is 1 to 16 characters')
  need(DAY.test(request.docDate), 'docDate', 'is dd/mm/yyyy')
  need(GSTIN.test(request.fromGstin), 'fromGstin', 'is a GSTIN')
  need(request.toGstin === 'URP' || GSTIN.test(request.toGstin), 'toGstin', 'is a GSTIN or URP')
  for (const side of ['from', 'to'] as const) {
    const pin = request[`${side}Pincode`]
    need(pin !== null && pin >= 100000 && pin <= 999999, `${side}Pincode`, 'is required: six digits in the address')
    need(request[`${side}Place`].length > 0, `${side}Place`, 'is required')
    need(Number.isInteger(request[`${side}StateCode`]) && request[`${side}StateCode`] > 0, `${side}StateCode`, 'is a state code')
  }
  need(request.totInvValue > 0, 'totInvValue', 'is more than 0')
  need(request.itemList.length > 0, 'itemList', 'has at least one item')
  request.itemList.forEach((item, index) => {
    need(/^\d{4,8}$/.test(String(item.hsnCode)), `itemList[${index}].hsnCode`, 'is 4 to 8 digits')
    need(item.quantity > 0, `itemList[${index}].quantity`, 'is more than 0')
  })
  need(Boolean(request.transDocNo || request.vehicleNo), 'transDocNo', 'or vehicleNo is required')
  need(request.transMode !== '1' || Boolean(request.vehicleNo), 'vehicleNo', 'is required when the goods go by road')
  return problems
}
