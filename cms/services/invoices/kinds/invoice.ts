import { gstStateCode, gstStateName } from '../../../contract/gst-states'
import type { Order } from '../../../payload-types'
import { taxLines } from '../../../tax/math'
import { addressText, amountInWords, type ProductTax, type SellerIdentity } from '../compose'
import type { TaxDocumentData } from '../document'
import { indianDate } from '../financial-year'
import type { TaxDocumentKindDescriptor } from './kind'

/** The GST tax invoice of a sale (CGST rule 46), issued as the order ships. */
export const invoiceKind: TaxDocumentKindDescriptor = {
  kind: 'invoice',
  prefix: (seller) => seller.prefixes.invoice,
  pdf: {
    title: 'TAX INVOICE',
    document: 'Invoice',
    against: 'Against invoice',
    reason: null,
    taxRows: true,
    total: 'Total (GST included)',
  },
  gstr1: { supply: { sign: 1, section: 'B2B', type: () => 'Invoice' }, nature: 'Invoices for outward supply' },
  mailedWith: 'SHIPPED',
}

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
  // A company location is named before its address: the invoice bills that location's GSTIN.
  const delivery = [order.locationName, addressText(order.address)].filter(Boolean).join(', ')
  const { prefixes: _prefixes, ...sellerOnDocument } = seller
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
    ...(order.costCentre ? { costCentre: order.costCentre } : {}),
    ...(order.approverName ? { approvedBy: order.approverName } : {}),
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
