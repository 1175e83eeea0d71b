import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { QuoteStatus } from '../../../contract/quotes'
import type { Quote } from '../../../payload-types'

/** Which status may follow which: the buyer's order (through the shop API) is the only way to ORDERED. */
const NEXT: Record<QuoteStatus, readonly QuoteStatus[]> = {
  NEW: ['QUOTED', 'CLOSED'],
  QUOTED: ['QUOTED', 'ORDERED', 'CLOSED'],
  ORDERED: [],
  CLOSED: [],
}

/** How long quoted prices hold when staff enter no validity date. */
const DEFAULT_VALIDITY_DAYS = 30

/**
 * A quote moves NEW → QUOTED → ORDERED / CLOSED only; it is QUOTED only with a price on every line, and holds for
 * 30 days unless staff enter another last day; an ORDERED or CLOSED quote no longer changes.
 */
export const checkQuoteStatus: CollectionBeforeChangeHook<Quote> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const from = originalDoc.status as QuoteStatus
  const to = (data.status ?? from) as QuoteStatus
  if (from === 'ORDERED' || from === 'CLOSED') {
    throw new ValidationError({ errors: [{ path: 'status', message: `This quote is ${from} and can no longer change` }] })
  }
  if (to !== from && !NEXT[from].includes(to)) {
    throw new ValidationError({ errors: [{ path: 'status', message: `A ${from} quote cannot become ${to}` }] })
  }
  if (to === 'QUOTED') {
    const lines = data.lines ?? originalDoc.lines ?? []
    const unpriced = lines.findIndex((line) => typeof line.quotedPrice !== 'number' || line.quotedPrice <= 0)
    if (unpriced >= 0) {
      throw new ValidationError({ errors: [{ path: `lines.${unpriced}.quotedPrice`, message: 'Enter a quoted unit price on every line' }] })
    }
    if (!(data.validUntil ?? originalDoc.validUntil)) {
      data.validUntil = new Date(Date.now() + DEFAULT_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10)
    }
  }
  return data
}
