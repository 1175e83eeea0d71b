import { ToWords } from 'to-words'

import { gstStateCode, gstStateName } from '../../contract/gst-states'
import type { DocumentLot } from '../../contract/lots'
import type { Order, SiteSetting } from '../../payload-types'
import { taxedAmount, taxLines, totalsOf } from '../../tax/math'
import { returnedShare } from '../../tax/returned'
import type { TaxDocumentData } from './document'
import { indianDate } from './financialYear'

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } })

/** "One Lakh Twenty Thousand Rupees And Fifty Paise Only" (Indian numbering). */
export function amountInWords(paise: number): string {
  return words.convert(paise / 100)
}

export type SellerIdentity = TaxDocumentData['seller'] & { invoicePrefix: string; creditNotePrefix: string }

/** The seller's identity from the site settings, or the list of what is missing. */
export function sellerIdentity(settings: Pick<SiteSetting, 'taxIdentity'>): SellerIdentity | { missing: string[] } {
  const identity = settings.taxIdentity ?? {}
  const stateName = identity.stateCode ? gstStateName(identity.stateCode) : null
  const missing = [
    ['legal name', identity.legalName],
    ['GSTIN', identity.gstin],
    ['registered address', identity.registeredAddress],
    ['state', stateName],
    ['signatory', identity.signatory],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name as string)
  if (missing.length > 0) return { missing }
  return {
    name: identity.legalName!,
    address: identity.registeredAddress!,
    gstin: identity.gstin!,
    stateCode: identity.stateCode!,
    stateName: stateName!,
    signatory: identity.signatory!,
    invoicePrefix: identity.invoicePrefix ?? 'INV',
    creditNotePrefix: identity.creditNotePrefix ?? 'CN',
  }
}

export function addressText(address: Order['address']): string {
  const a = address ?? {}
  return [a.doorNo, a.streetName, a.landMark, a.city, [a.state, a.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/** What the invoice needs of each product: its HSN code and GST rate, as they are when the invoice is issued. */
export type ProductTax = { hsnCode: string | null; gstRate: number }

export type InvoiceInput = {
  order: Order
  seller: SellerIdentity
  buyerName: string
  products: Map<string, ProductTax>
  number: string
  at: Date
  /** Orders on account: the account's terms in days, printed on the invoice and fixing its due day. */
  termsDays?: number | null
}

/** The frozen invoice of a shipped order: lines taxed from the amounts the buyer paid. */
export function composeInvoice({ order, seller, buyerName, products, number, at, termsDays }: InvoiceInput): TaxDocumentData {
  const lines = order.lines ?? []
  const stateCode = gstStateCode(order.address?.state) ?? ''
  const taxed = taxLines(
    lines.map((line) => ({ inclusive: line.lineTotal, gstRate: products.get(String(line.product))?.gstRate ?? 0 })),
    order.discount?.amount ?? 0,
    stateCode === seller.stateCode,
  )
  const shippedLots = order.shipment?.lots ?? []
  const lotsOf = (code: string) =>
    shippedLots.filter((lot) => lot.code === code).map((lot) => ({ lot: lot.lot, expiry: lot.expiry ?? null, quantity: lot.quantity }))
  const delivery = addressText(order.address)
  const { invoicePrefix: _i, creditNotePrefix: _c, ...sellerOnDocument } = seller
  return {
    kind: 'invoice',
    number,
    date: indianDate(at),
    orderId: order.orderId ?? order.id,
    seller: sellerOnDocument,
    buyer: { name: order.businessName ?? buyerName, gstin: order.gstin ?? null, billingAddress: delivery },
    placeOfSupply: { state: (stateCode && gstStateName(stateCode)) || (order.address?.state ?? ''), stateCode },
    deliveryAddress: delivery,
    poNumber: order.poNumber ?? null,
    reverseCharge: false,
    lines: lines.map((line, index) => {
      const tax = taxed.lines[index]
      return {
        code: line.code ?? '',
        description: line.size ? `${line.name} (${line.size})` : line.name,
        hsn: products.get(String(line.product))?.hsnCode ?? '',
        quantity: line.quantity,
        unit: 'Nos',
        taxableValue: tax.taxableValue,
        gstRate: tax.gstRate,
        cgst: tax.cgst,
        sgst: tax.sgst,
        igst: tax.igst,
        total: tax.inclusive,
        lots: lotsOf(line.code ?? ''),
      }
    }),
    totals: taxed.totals,
    amountInWords: amountInWords(taxed.totals.grandTotal),
    ...(order.paymentType === 'ACCOUNT' && typeof termsDays === 'number' ? { termsDays } : {}),
  }
}

export type DeliveryChallanInput = Omit<InvoiceInput, 'termsDays'> & {
  /** The invoice of the order whose returned goods the replacement order replaces; null if it has none. */
  replaced: TaxDocumentData | null
}

/**
 * The delivery challan of a replacement order (CGST rule 55): the goods, their HSN codes and lots shipped, valued at
 * what the replaced invoice charged for them before tax, with no tax: nothing is sold.
 */
export function composeDeliveryChallan({ replaced, ...input }: DeliveryChallanInput): TaxDocumentData {
  const goods = composeInvoice(input)
  const lines = goods.lines.map((line) => {
    const invoiced = replaced?.lines.find((candidate) => candidate.code === line.code)
    const value = invoiced ? returnedShare(invoiced.taxableValue, invoiced.quantity, 0, line.quantity) : 0
    return { ...line, taxableValue: value, gstRate: 0, cgst: 0, sgst: 0, igst: 0, total: value }
  })
  const value = lines.reduce((sum, line) => sum + line.total, 0)
  return {
    ...goods,
    kind: 'delivery-challan',
    lines,
    totals: { taxableValue: value, cgst: 0, sgst: 0, igst: 0, grandTotal: value, discount: 0 },
    amountInWords: amountInWords(value),
    ...(replaced ? { invoiceNumber: replaced.number, invoiceDate: replaced.date } : {}),
  }
}

/** A credit note copies its invoice's parties and place of supply, not its payment terms. */
function reversing({ termsDays: _terms, ...invoice }: TaxDocumentData): TaxDocumentData {
  return invoice
}

/** The credit note of a cancelled invoiced order: the invoice's lines and tax split, reversed in full. */
export function composeCreditNote(invoice: TaxDocumentData, number: string, at: Date): TaxDocumentData {
  return {
    ...reversing(invoice),
    kind: 'credit-note',
    number,
    date: indianDate(at),
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
  }
}

/**
 * The lots a credit note names for `quantity` returned units of a line: the line's lots as shipped when all come back,
 * the one lot with the returned quantity, or, for part of a line shipped from several lots, those lots without a
 * quantity (the return does not say which lot the units came from).
 */
function returnedLots(lots: readonly DocumentLot[], quantity: number): DocumentLot[] {
  if (lots.reduce((sum, lot) => sum + (lot.quantity ?? 0), 0) === quantity) return [...lots]
  if (lots.length === 1) return [{ ...lots[0]!, quantity }]
  return lots.map((lot) => ({ ...lot, quantity: null }))
}

/** The units of one invoice line a return gives back, and how many of that line earlier refunds took. */
export type ReturnedLine = { code: string; quantity: number; alreadyReturned: number }

/**
 * The credit note of a return: only the returned lines, each worth its share of what the invoice line was paid
 * (cms/tax/returned.ts), with that share's tax; the invoice it reverses in part.
 */
export function composeReturnCreditNote(
  invoice: TaxDocumentData,
  returned: readonly ReturnedLine[],
  number: string,
  at: Date,
): TaxDocumentData {
  const intraState = invoice.placeOfSupply.stateCode === invoice.seller.stateCode
  const lines = returned.map((entry) => {
    const line = invoice.lines.find((candidate) => candidate.code === entry.code)
    if (!line) throw new Error(`Invoice ${invoice.number} has no line with code ${entry.code}`)
    const inclusive = returnedShare(line.total, line.quantity, entry.alreadyReturned, entry.quantity)
    const tax = taxedAmount(inclusive, 0, line.gstRate, intraState)
    return {
      ...line,
      quantity: entry.quantity,
      ...(line.lots ? { lots: returnedLots(line.lots, entry.quantity) } : {}),
      taxableValue: tax.taxableValue,
      cgst: tax.cgst,
      sgst: tax.sgst,
      igst: tax.igst,
      total: inclusive,
    }
  })
  const totals = totalsOf(
    lines.map((line) => ({
      inclusive: line.total,
      discount: 0,
      taxableValue: line.taxableValue,
      gstRate: line.gstRate,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
    })),
    0,
  )
  return {
    ...reversing(invoice),
    kind: 'credit-note',
    number,
    date: indianDate(at),
    lines,
    totals,
    amountInWords: amountInWords(totals.grandTotal),
    invoiceNumber: invoice.number,
    invoiceDate: invoice.date,
  }
}
