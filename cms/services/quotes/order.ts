import type { PayloadRequest, Where } from 'payload'
import type { z } from 'zod'

import { codeIndex } from '../catalogue/code-index'
import { idOf } from '../../contract/ids'
import { MSG } from '../../contract/messages'
import type { quoteOrderRequestSchema } from '../../contract/quotes'
import { paiseToRupees } from '../../contract/pricing'
import { conflict, HttpError, notFound } from '../../lib/http-errors'
import type { Customer as CustomerDoc, Quote } from '../../payload-types'
import { checkCredit, creditAccountOf, withAccountHold, type CreditAccount } from '../credit'
import { inOneShortTransaction } from '../../database'
import { buildOrder, orderPlaced, updateWhere, writeOrder, type NewOrderLine } from '../orders'
import { invoicedTo } from '../orders/buyer-of-record'
import { addressSnapshot, ownAddress } from '../orders/place-order'
import { razorpayAccess } from '../razorpay/client'
import { reserveOrRefuse } from '../stock'
import { checkCompanyOrder } from '../companies/company-order'
import { stillValid } from './view'

type Customer = NonNullable<PayloadRequest['user']>
export type QuoteOrderInput = z.output<typeof quoteOrderRequestSchema>

export const QUOTE_ALREADY_ORDERED = 'This quote has already been ordered'

/** What a quote's lines cost at the quoted prices, in paise. */
const quotedTotal = (quote: Quote) => (quote.lines ?? []).reduce((sum, line) => sum + (line.quotedPrice ?? 0) * line.quantity, 0)

/**
 * Places an accepted quote as an order through the shop's one new-order service, at the quoted unit prices read from
 * the stored quote (nothing the browser sends is a price). Only the customer's own quote (else 404), only while it is
 * QUOTED and valid (else 409). The quote is claimed with one conditional write (QUOTED → ORDERED), so two clicks make
 * one order; its lines are reserved (409 when a code cannot be covered) and the order written in the same transaction:
 * if reserving or writing the order fails, the quote stays QUOTED and nothing is reserved.
 */
export async function orderFromQuote(req: PayloadRequest, customer: Customer, input: QuoteOrderInput) {
  if (input.paymentType === 'ONLINE' && !razorpayAccess()) throw new HttpError(503, { message: MSG.payment.notConfigured })
  // By its reference; a quote from before references existed is known by its document id.
  const mine: Where[] = [
    { or: [{ quoteId: { equals: input.quoteId } }, { id: { equals: input.quoteId } }] },
    { customer: { equals: customer.id } },
  ]
  const quote = await req.payload.db.findOne<Quote>({ collection: 'quotes', where: { and: mine }, req })
  if (!quote) throw notFound('Quote not found')
  if (quote.status === 'ORDERED') throw conflict({ message: QUOTE_ALREADY_ORDERED, orderId: quote.orderId ?? null })
  if (quote.status !== 'QUOTED') throw conflict({ message: `This quote is ${quote.status}: only a quoted request can be ordered` })
  if (!stillValid(quote))
    throw conflict({ message: `This quote was valid until ${quote.validUntil?.slice(0, 10)}: please ask for a new one` })
  // The buyer's company decides as at checkout: no accounts role, its PO number and cost centres, its locations.
  const { membership, shipTo } = await checkCompanyOrder(req, String(customer.id), input)
  const company = membership?.company.id ?? null
  const address = shipTo ? shipTo.address : addressSnapshot(await ownAddress(req, customer, input.addressId ?? ''))
  const place = async (account: CreditAccount | null) => {
    if (account) await checkCredit(req, account, quotedTotal(quote))
    const index = await codeIndex(req.payload)
    const lines: NewOrderLine[] = (quote.lines ?? []).map((line) => {
      const product = idOf(line.product)
      const current = index.lookup(line.code)
      return {
        product,
        name: line.name,
        image: current?.productId === product ? current.image : null,
        size: line.size,
        code: line.code,
        quantity: line.quantity,
        unitPrice: line.quotedPrice!,
      }
    })

    // The quote's claim, the reservation and the order commit together or not at all (as a cart's order does).
    const written = await inOneShortTransaction(req, async () => {
      const claimed = await updateWhere(
        req.payload,
        'quotes',
        { and: [...mine, { status: { equals: 'QUOTED' } }] },
        { status: 'ORDERED' },
        req,
      )
      if (!claimed) throw conflict({ message: QUOTE_ALREADY_ORDERED })
      const order = buildOrder(req, {
        customer: customer.id as string,
        lines,
        address,
        discount: null,
        paymentType: input.paymentType,
        company,
        // The organisation and GSTIN the quote was asked for, else the buyer's of record.
        // A company location is billed by its own GSTIN, as a cart's order to it is.
        buyerTax: {
          ...(shipTo
            ? { gstin: shipTo.gstin, businessName: shipTo.businessName, locationName: shipTo.locationName }
            : invoicedTo(customer as CustomerDoc, {
                gstin: quote.gstin ?? null,
                businessName: quote.gstin ? (quote.organisation ?? null) : null,
              })),
          poNumber: input.poNumber,
          costCentre: input.costCentre,
        },
      })
      await reserveOrRefuse(req, String(order.orderId), lines)
      const placed = await writeOrder(req, order)
      await updateWhere(req.payload, 'quotes', { id: { equals: quote.id } }, { orderId: order.orderId }, req)
      return placed
    })
    orderPlaced(req, written)
    return { orderId: written.orderId, totalAmount: paiseToRupees(written.total), paymentType: written.paymentType }
  }
  if (input.paymentType !== 'ACCOUNT') return place(null)
  // On account, the credit check and the order it allows happen one order at a time per account (decision 035).
  const account = await creditAccountOf(req, customer as CustomerDoc, company)
  return withAccountHold(req.payload, account, () => place(account))
}
