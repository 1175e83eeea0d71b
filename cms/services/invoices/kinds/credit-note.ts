import type { DocumentLot } from '../../../contract/lots'
import { taxedAmount, totalsOf } from '../../../tax/math'
import { returnedShare } from '../../../tax/returned'
import { amountInWords } from '../compose'
import type { TaxDocumentData } from '../document'
import { indianDate } from '../financial-year'
import type { TaxDocumentKindDescriptor } from './kind'

/**
 * The credit note (CGST rule 53) that reverses an invoice: in full when the invoiced order is cancelled, in part when
 * a return is refunded. GSTR-1 reports it in CDNR and subtracts it from B2CS and HSN.
 */
export const creditNoteKind: TaxDocumentKindDescriptor = {
  kind: 'credit-note',
  prefix: (seller) => seller.prefixes.creditNote,
  pdf: { title: 'CREDIT NOTE', document: 'Credit note', against: 'Against invoice', reason: null, taxRows: true, total: 'Total credited' },
  gstr1: {
    supply: { sign: -1, section: 'CDNR', type: (data) => `Credit note against ${data.invoiceNumber}` },
    nature: 'Credit note',
  },
  mailedWith: 'CANCELLED',
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
