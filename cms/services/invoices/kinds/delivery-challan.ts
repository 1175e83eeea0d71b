import { returnedShare } from '../../../tax/returned'
import { amountInWords } from '../compose'
import type { TaxDocumentData } from '../document'
import { composeInvoice, type InvoiceInput } from './invoice'
import type { TaxDocumentKindDescriptor } from './kind'

/**
 * The delivery challan of goods sent without a sale (CGST rule 55): the free replacement of returned goods, in its own
 * series, valued but not taxed, counted in GSTR-1's documents issued only (decision 039).
 */
export const deliveryChallanKind: TaxDocumentKindDescriptor = {
  kind: 'delivery-challan',
  prefix: () => 'DC',
  pdf: {
    title: 'DELIVERY CHALLAN',
    document: 'Challan',
    against: 'Replaces invoice',
    reason: 'Replacement of returned goods, free of charge',
    taxRows: false,
    total: 'Value, no tax charged',
  },
  gstr1: { supply: null, nature: 'Delivery challan in cases other than by way of supply' },
  mailedWith: 'SHIPPED',
}

export type DeliveryChallanInput = Omit<InvoiceInput, 'termsDays'> & {
  /** The invoice of the order whose returned goods the replacement order replaces; null if it has none. */
  replaced: TaxDocumentData | null
}

/** What `quantity` of `code` is worth on a challan: what the replaced invoice charged for them before tax (paise). */
function replacedValue(replaced: TaxDocumentData | null, code: string, quantity: number): number {
  const invoiced = replaced?.lines.find((candidate) => candidate.code === code)
  return invoiced ? returnedShare(invoiced.taxableValue, invoiced.quantity, 0, quantity) : 0
}

/** The value of a replacement order's goods as its challan will state it (paise): the e-way bill's consignment value. */
export function challanValue(replaced: TaxDocumentData | null, lines: readonly { code: string; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + replacedValue(replaced, line.code, line.quantity), 0)
}

/**
 * The delivery challan of a replacement order: the goods, their HSN codes and lots shipped, valued at what the
 * replaced invoice charged for them before tax, with no tax: nothing is sold.
 */
export function composeDeliveryChallan({ replaced, ...input }: DeliveryChallanInput): TaxDocumentData {
  const goods = composeInvoice(input)
  const lines = goods.lines.map((line) => {
    const value = replacedValue(replaced, line.code, line.quantity)
    return { ...line, taxableValue: value, gstRate: 0, cgst: 0, sgst: 0, igst: 0, total: value }
  })
  const value = challanValue(replaced, lines)
  return {
    ...goods,
    kind: 'delivery-challan',
    lines,
    totals: { taxableValue: value, cgst: 0, sgst: 0, igst: 0, grandTotal: value, discount: 0 },
    amountInWords: amountInWords(value),
    ...(replaced ? { invoiceNumber: replaced.number, invoiceDate: replaced.date } : {}),
  }
}
