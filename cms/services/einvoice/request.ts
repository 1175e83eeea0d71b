import { gstStateCode } from '../../contract/gst-states'
import { lastDayOfExpiry, type DocumentLot } from '../../contract/lots'
import type { TaxDocumentKind } from '../../contract/tax-document-kinds'
import type { TaxDocumentData, TaxDocumentLine } from '../invoices/document'
import { portalDate } from './portal-format'
import type { IrpDocumentType } from './types'

type IrpParty = { Gstin?: string; LglNm: string; Addr1: string; Loc: string; Pin?: number; Stcd: string }
type IrpItem = {
  SlNo: string
  PrdDesc: string
  IsServc: 'N'
  HsnCd: string
  Qty: number
  Unit: string
  UnitPrice: number
  TotAmt: number
  Discount: number
  AssAmt: number
  GstRt: number
  IgstAmt: number
  CgstAmt: number
  SgstAmt: number
  TotItemVal: number
  BchDtls?: { Nm: string; ExpDt?: string }
}

/** The e-invoice request of schema version 1.1 (schema/einvoice-1.1.json), amounts in rupees. */
export type IrpRequest = {
  Version: '1.1'
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'Y' | 'N'; EcmGstin: null; IgstOnIntra: 'N' }
  DocDtls: { Typ: IrpDocumentType; No: string; Dt: string }
  SellerDtls: IrpParty & { Gstin: string }
  BuyerDtls: IrpParty & { Gstin: string; Pos: string }
  ShipDtls?: IrpParty
  ItemList: IrpItem[]
  ValDtls: {
    AssVal: number
    CgstVal: number
    SgstVal: number
    IgstVal: number
    Discount: number
    RndOffAmt: number
    TotInvVal: number
  }
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] }
}

/**
 * A frozen tax document as the registration queue hands it over. Its date on the portal is `data.date` (its day in
 * India); `issuedAt` is accepted so a stored document can be passed as it is.
 */
export type RegistrableDocument = { kind: TaxDocumentKind; number: string; issuedAt?: string; data: TaxDocumentData }

const DOCUMENT_TYPES: Partial<Record<TaxDocumentKind, IrpDocumentType>> = { invoice: 'INV', 'credit-note': 'CRN' }

/** Invoices and credit notes to a buyer registered for GST: the documents the IRP must register (B2C and challans not). */
export function requiresEInvoice(data: Pick<TaxDocumentData, 'kind' | 'buyer'>): boolean {
  return DOCUMENT_TYPES[data.kind] !== undefined && Boolean(data.buyer.gstin)
}

/** Paise to rupees with two decimals, as the request carries them (a division by 100 prints exactly). */
const rupees = (paise: number) => paise / 100

/** Units the portal knows (its UQC list) as this shop writes them; anything else is sent as OTH (others). */
export const UNITS: Record<string, string> = {
  nos: 'NOS',
  pcs: 'PCS',
  box: 'BOX',
  pac: 'PAC',
  pack: 'PAC',
  set: 'SET',
  btl: 'BTL',
  roll: 'ROL',
}

const PIN = /\b([1-9][0-9]{5})\b/
const COUNTRY = /^india$/i

/**
 * An address kept as text ("12, MG Road, Bengaluru, Karnataka 560001", or the seller's registered address, lines or
 * commas, perhaps ending in "India") split as the portal asks: the pin code (the last six-digit group), the locality
 * (the part before the state and pin, or the part carrying the pin when it names no state) and the rest as line 1.
 */
export function addressParts(address: string): { Addr1: string; Loc: string; Pin?: number } {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
  while (parts.length > 1 && COUNTRY.test(parts[parts.length - 1])) parts.pop()
  let last = parts.length - 1
  while (last > 0 && !PIN.test(parts[last])) last--
  const pin = PIN.exec(parts[last] ?? '')?.[1]
  const tail = (parts[last] ?? '').replace(PIN, '').trim()
  const tailIsState = tail === '' || gstStateCode(tail) !== null
  const locIndex = tailIsState && last > 0 ? last - 1 : last
  const loc = locIndex === last ? tail : parts[locIndex]
  const rest = parts.slice(0, locIndex)
  return { Addr1: (rest.length > 0 ? rest.join(', ') : loc).slice(0, 100), Loc: loc.slice(0, 50), ...(pin ? { Pin: Number(pin) } : {}) }
}

const BATCH_NAME_MAX = 20

/**
 * A line's lots as the portal's one batch per item: the batch numbers joined (as many as fit in 20 characters, then
 * "+N" for the others) and the earliest expiry, as the last day of its month.
 */
function batchOf(lots: DocumentLot[] | undefined): IrpItem['BchDtls'] {
  if (!lots || lots.length === 0) return undefined
  const names = lots.map((lot) => lot.lot)
  let name = names.join(',')
  for (let kept = names.length - 1; name.length > BATCH_NAME_MAX && kept >= 1; kept--) {
    name = `${names.slice(0, kept).join(',')}+${names.length - kept}`
  }
  const expiries = lots.map((lot) => lot.expiry).filter((expiry): expiry is string => Boolean(expiry))
  const earliest = expiries.sort()[0]
  return { Nm: name.slice(0, BATCH_NAME_MAX), ...(earliest ? { ExpDt: portalDate(lastDayOfExpiry(earliest)) } : {}) }
}

function itemOf(line: TaxDocumentLine, index: number): IrpItem {
  const batch = batchOf(line.lots)
  return {
    SlNo: String(index + 1),
    PrdDesc: line.description.slice(0, 300),
    IsServc: 'N',
    HsnCd: line.hsn,
    Qty: line.quantity,
    Unit: UNITS[line.unit.toLowerCase()] ?? 'OTH',
    UnitPrice: line.quantity > 0 ? Math.round((line.taxableValue * 10) / line.quantity) / 1000 : 0,
    // The order's discount is already spread over the lines' taxable values (tax/math): the request shows none.
    TotAmt: rupees(line.taxableValue),
    Discount: 0,
    AssAmt: rupees(line.taxableValue),
    GstRt: line.gstRate,
    IgstAmt: rupees(line.igst),
    CgstAmt: rupees(line.cgst),
    SgstAmt: rupees(line.sgst),
    TotItemVal: rupees(line.taxableValue + line.igst + line.cgst + line.sgst),
    ...(batch ? { BchDtls: batch } : {}),
  }
}

/** The IRP request of an invoice or a credit note to a GSTIN holder; throws for any other document. */
export function buildIrpRequest(document: RegistrableDocument): IrpRequest {
  const { data } = document
  const type = DOCUMENT_TYPES[document.kind]
  if (!type) throw new Error(`A ${document.kind} is not registered on the IRP: only invoices and credit notes are`)
  const buyerGstin = data.buyer.gstin
  if (!buyerGstin) throw new Error(`${document.number} is to a buyer without a GSTIN (B2C): the IRP registers B2B documents only`)
  const { totals } = data
  const taxes = totals.cgst + totals.sgst + totals.igst
  const billing = addressParts(data.buyer.billingAddress)
  const request: IrpRequest = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: data.reverseCharge ? 'Y' : 'N', EcmGstin: null, IgstOnIntra: 'N' },
    DocDtls: { Typ: type, No: document.number, Dt: portalDate(data.date) },
    SellerDtls: { Gstin: data.seller.gstin, LglNm: data.seller.name, ...addressParts(data.seller.address), Stcd: data.seller.stateCode },
    BuyerDtls: { Gstin: buyerGstin, LglNm: data.buyer.name, Pos: data.placeOfSupply.stateCode, ...billing, Stcd: buyerGstin.slice(0, 2) },
    ItemList: data.lines.map(itemOf),
    ValDtls: {
      AssVal: rupees(totals.taxableValue),
      CgstVal: rupees(totals.cgst),
      SgstVal: rupees(totals.sgst),
      IgstVal: rupees(totals.igst),
      Discount: 0,
      RndOffAmt: rupees(totals.grandTotal - totals.taxableValue - taxes),
      TotInvVal: rupees(totals.grandTotal),
    },
  }
  if (data.deliveryAddress && data.deliveryAddress !== data.buyer.billingAddress) {
    request.ShipDtls = { LglNm: data.buyer.name, ...addressParts(data.deliveryAddress), Stcd: data.placeOfSupply.stateCode }
  }
  if (type === 'CRN' && data.invoiceNumber && data.invoiceDate) {
    request.RefDtls = { PrecDocDtls: [{ InvNo: data.invoiceNumber, InvDt: portalDate(data.invoiceDate) }] }
  }
  return request
}
