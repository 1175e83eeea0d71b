import type { Quote as QuoteView } from '../../contract/quotes'
import { paiseToRupees } from '../../contract/pricing'
import type { Quote } from '../../payload-types'

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** Whether a quote's prices still hold on `today` (`YYYY-MM-DD`): through the whole of its last valid day. */
export function stillValid(quote: Pick<Quote, 'validUntil'>, today = new Date().toISOString().slice(0, 10)): boolean {
  const last = day(quote.validUntil)
  return last !== null && last >= today
}

/** A quote as its buyer sees it, money in rupees. */
export function toQuoteView(quote: Quote): QuoteView {
  const lines = quote.lines ?? []
  const quoted = lines.every((line) => typeof line.quotedPrice === 'number')
  return {
    quoteId: quote.quoteId ?? quote.id,
    date: quote.createdAt,
    status: quote.status,
    organisation: quote.organisation,
    gstin: quote.gstin ?? null,
    expectedDelivery: day(quote.expectedDelivery),
    message: quote.message ?? null,
    lines: lines.map((line) => ({
      productName: line.name,
      size: line.size,
      code: line.code,
      quantity: line.quantity,
      listPrice: paiseToRupees(line.listPrice),
      quotedPrice: typeof line.quotedPrice === 'number' ? paiseToRupees(line.quotedPrice) : null,
    })),
    total: quote.status !== 'NEW' && quoted ? paiseToRupees(lines.reduce((sum, line) => sum + line.quotedPrice! * line.quantity, 0)) : null,
    validUntil: quote.status === 'NEW' ? null : day(quote.validUntil),
    orderId: quote.orderId ?? null,
  }
}
