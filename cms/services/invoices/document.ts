import type { DocumentLot } from '../../contract/lots'
import type { TaxDocumentKind } from '../../contract/tax-document-kinds'
import { addDays } from '../../lib/shop-time'

/** One line of a frozen tax document; money in paise. */
export type TaxDocumentLine = {
  code: string
  description: string
  hsn: string
  quantity: number
  unit: string
  taxableValue: number
  gstRate: number
  cgst: number
  sgst: number
  igst: number
  total: number
  /** The lots shipped for the line (batch number, expiry YYYY-MM, quantity); absent on invoices issued before lots. */
  lots?: DocumentLot[]
}

/**
 * Everything a GST invoice or credit note shows (CGST rule 46 / rule 53), frozen when it is issued; money in paise.
 * Stored as the `data` of a tax document and rendered from there, as JSON and as PDF.
 */
export type TaxDocumentData = {
  kind: TaxDocumentKind
  number: string
  /** YYYY-MM-DD, in India. */
  date: string
  orderId: string
  seller: { name: string; address: string; gstin: string; stateCode: string; stateName: string; signatory: string }
  buyer: { name: string; gstin: string | null; billingAddress: string }
  placeOfSupply: { state: string; stateCode: string }
  deliveryAddress: string
  poNumber: string | null
  /** The buyer's company cost centre and the member who approved the order; absent when there were none. */
  costCentre?: string | null
  approvedBy?: string | null
  reverseCharge: false
  lines: TaxDocumentLine[]
  totals: { taxableValue: number; cgst: number; sgst: number; igst: number; grandTotal: number; discount: number }
  amountInWords: string
  /**
   * Invoices of orders on account: the account's terms in days when the invoice was issued. The invoice is due on
   * its date plus these, whatever the account's terms become later.
   */
  termsDays?: number
  /** Credit notes: the invoice they reverse. Delivery challans: the invoice of the goods they replace. */
  invoiceNumber?: string
  invoiceDate?: string
}

/** The day an invoice on account is due (YYYY-MM-DD); null for other documents. */
export function dueDateOf(data: Pick<TaxDocumentData, 'date' | 'termsDays'>): string | null {
  return typeof data.termsDays === 'number' ? addDays(data.date, data.termsDays) : null
}
