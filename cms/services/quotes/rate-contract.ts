import type { PayloadRequest, Where } from 'payload'

import { idOf } from '../../contract/ids'
import { RATE_CONTRACT_MAX_YEARS, type RateContractRequest } from '../../contract/quotes'
import { badRequest, conflict, notFound } from '../../lib/http-errors'
import { addDays, shopDay } from '../../lib/shop-time'
import type { Customer, Quote } from '../../payload-types'
import { updateWhere } from '../orders'

type Staff = NonNullable<PayloadRequest['user']>

export type RateContract = {
  id: string
  name: string
  validFrom: string
  validUntil: string
  /** Whether the buyer's business account is verified: until it is, the list prices nothing for them. */
  buyerVerified: boolean
  message: string
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** The last day of `years` years that start on `from`: the day before the same date that many years later. */
function yearsFrom(from: string, years: number): string {
  const next = new Date(`${from}T00:00:00Z`)
  next.setUTCFullYear(next.getUTCFullYear() + years)
  return addDays(next.toISOString().slice(0, 10), -1)
}

/** The contract's last day: the one staff asked for (today to three years ahead, else 400), or the quote's default. */
function lastDay(validFrom: string, quote: Quote, requested: string | undefined): string {
  if (requested) {
    const latest = yearsFrom(validFrom, RATE_CONTRACT_MAX_YEARS)
    if (requested < validFrom || requested > latest) {
      const message = `The rate contract must end between ${validFrom} and ${latest}`
      throw badRequest(message, [{ field: 'validUntil', message }])
    }
    return requested
  }
  const quotedUntil = day(quote.validUntil)
  return quotedUntil && quotedUntil >= validFrom ? quotedUntil : yearsFrom(validFrom, 1)
}

/** One line per code at the quote's agreed unit price, in paise (a code quoted on two lines keeps its lower price). */
function linesOf(quote: Quote): { code: string; price: number }[] {
  const lowest = new Map<string, number>()
  for (const line of quote.lines ?? []) {
    if (typeof line.quotedPrice !== 'number') continue
    lowest.set(line.code, Math.min(lowest.get(line.code) ?? Number.POSITIVE_INFINITY, line.quotedPrice))
  }
  return [...lowest].map(([code, price]) => ({ code, price }))
}

async function listExists(req: PayloadRequest, id: string): Promise<boolean> {
  return (await req.payload.db.findOne({ collection: 'price-lists', where: { id: { equals: id } }, req })) !== null
}

/**
 * Turns an accepted quote (the buyer ordered it: ORDERED) into a price list for its buyer, a rate contract: the quote's
 * codes at its agreed unit prices, from today to the day staff chose, else to the quote's last valid day, or for a year
 * when that day has passed.
 * 404 for an unknown quote, 409 when it is not accepted or a list made from it still exists (staff may delete it and make
 * another). The list is created first and then linked on the quote with one conditional write, so two clicks make one
 * list (the loser's list is removed).
 */
export async function priceListFromQuote(
  req: PayloadRequest,
  staff: Staff,
  quoteRef: string,
  request: RateContractRequest = {},
): Promise<RateContract> {
  const byRef: Where = { or: [{ quoteId: { equals: quoteRef } }, { id: { equals: quoteRef } }] }
  const quote = await req.payload.db.findOne<Quote>({ collection: 'quotes', where: byRef, req })
  if (!quote) throw notFound('Quote not found')
  const previous = idOf(quote.priceList)
  if (previous && (await listExists(req, previous))) {
    throw conflict({ message: 'A price list was already made from this quote', priceList: previous })
  }
  if (quote.status !== 'ORDERED') {
    throw conflict({ message: `This quote is ${quote.status}: only a quote the buyer accepted (ORDERED) can become a price list` })
  }
  const customerId = idOf(quote.customer)
  const customer = customerId
    ? await req.payload.db.findOne<Customer>({ collection: 'customers', where: { id: { equals: customerId } }, req })
    : null
  if (!customer) throw conflict({ message: "This quote's buyer no longer has an account" })

  const reference = quote.quoteId ?? quote.id
  const validFrom = shopDay(new Date())
  const validUntil = lastDay(validFrom, quote, request.validUntil)
  const list = await req.payload.create({
    collection: 'price-lists',
    data: { name: `Rate contract ${reference}`, validFrom, validUntil, customers: [customer.id], lines: linesOf(quote) },
    depth: 0,
    user: staff,
    overrideAccess: false,
    req,
  })
  const linked = await updateWhere(
    req.payload,
    'quotes',
    { and: [{ id: { equals: quote.id } }, previous ? { priceList: { equals: previous } } : { priceList: { exists: false } }] },
    { priceList: list.id },
  )
  if (!linked) {
    await req.payload.delete({ collection: 'price-lists', id: list.id, overrideAccess: true, req })
    throw conflict({ message: 'A price list was already made from this quote' })
  }
  const buyerVerified = customer.business?.verified === true
  return {
    id: list.id,
    name: list.name,
    validFrom,
    validUntil,
    buyerVerified,
    message: buyerVerified
      ? `Price list "${list.name}" made for ${customer.name}, valid ${validFrom} to ${validUntil}.`
      : `Price list "${list.name}" made for ${customer.name}, valid ${validFrom} to ${validUntil}. Their business account is not verified: the list applies once staff verify it.`,
  }
}
