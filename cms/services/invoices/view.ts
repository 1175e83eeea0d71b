import type { Invoice } from '../../contract/tax-documents'
import { paiseToRupees } from '../../contract/pricing'
import { dueDateOf, type TaxDocumentData } from './document'

/** A frozen document as `?format=json` answers it: the invoice shape, amounts in rupees (its e-invoice added by the caller). */
export function toInvoiceJson(data: TaxDocumentData): Omit<Invoice, 'eInvoice'> & { invoiceNumber?: string } {
  return {
    number: data.number,
    date: data.date,
    seller: { name: data.seller.name, gstin: data.seller.gstin, stateCode: data.seller.stateCode },
    buyer: { name: data.buyer.name, gstin: data.buyer.gstin },
    placeOfSupply: data.placeOfSupply,
    deliveryAddress: data.deliveryAddress,
    poNumber: data.poNumber,
    costCentre: data.costCentre ?? null,
    approvedBy: data.approvedBy ?? null,
    payment: typeof data.termsDays === 'number' ? { termsDays: data.termsDays, dueDate: dueDateOf(data)! } : null,
    lines: data.lines.map((line) => ({
      code: line.code,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      taxableValue: paiseToRupees(line.taxableValue),
      gstRate: line.gstRate,
      cgst: paiseToRupees(line.cgst),
      sgst: paiseToRupees(line.sgst),
      igst: paiseToRupees(line.igst),
      total: paiseToRupees(line.total),
      lots: line.lots ?? [],
    })),
    totals: {
      taxableValue: paiseToRupees(data.totals.taxableValue),
      cgst: paiseToRupees(data.totals.cgst),
      sgst: paiseToRupees(data.totals.sgst),
      igst: paiseToRupees(data.totals.igst),
      grandTotal: paiseToRupees(data.totals.grandTotal),
    },
    amountInWords: data.amountInWords,
    ...(data.invoiceNumber ? { invoiceNumber: data.invoiceNumber } : {}),
  }
}
