import { ValidationError, type PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import type { Order, Return } from '../../payload-types'
import { taxLines } from '../../tax/math'
import { returnedShare } from '../../tax/returned'
import { issueReturnCreditNote } from '../invoices/issue'
import { refundPayment, refundsThroughRazorpay, type RefundRecord } from '../razorpay/refund'
import { returnedQuantities } from './returned'

async function orderOf(req: PayloadRequest, entry: Return): Promise<Order> {
  return req.payload.findByID({ collection: 'orders', id: idOf(entry.order), depth: 0, overrideAccess: true, req })
}

/**
 * What the returned lines were paid, in paise: each order line's amount after its share of the order's discount (spread
 * as on the invoice, cms/tax/math.ts), and of that the returned units' share (cms/tax/returned.ts).
 */
export function returnedAmount(order: Order, returned: readonly { code: string; quantity: number; alreadyReturned: number }[]): number {
  const lines = order.lines ?? []
  const paid = taxLines(
    lines.map((line) => ({ inclusive: line.lineTotal, gstRate: 0 })),
    order.discount?.amount ?? 0,
    true,
  ).lines
  return returned.reduce((sum, entry) => {
    const index = lines.findIndex((line) => line.code === entry.code)
    return index < 0 ? sum : sum + returnedShare(paid[index].inclusive, lines[index].quantity, entry.alreadyReturned, entry.quantity)
  }, 0)
}

/** A return's lines with how many units of each code earlier refunded returns of its order took. */
async function returnedLinesOf(req: PayloadRequest, order: Order, entry: Return) {
  const earlier = await returnedQuantities(req, order.id, { in: ['REFUNDED'] })
  return (entry.lines ?? []).map((line) => ({ code: line.code, quantity: line.quantity, alreadyReturned: earlier.get(line.code) ?? 0 }))
}

const throughRazorpay = (order: Order) => order.paymentType === 'ONLINE' && refundsThroughRazorpay(order.razorpay?.paymentId)

/** What refunding a return would give back, in paise, and whether through Razorpay or by hand (shown before staff refund). */
export async function refundDue(req: PayloadRequest, entry: Return): Promise<{ amount: number; throughRazorpay: boolean }> {
  const order = await orderOf(req, entry)
  return { amount: returnedAmount(order, await returnedLinesOf(req, order, entry)), throughRazorpay: throughRazorpay(order) }
}

/**
 * Refunds a received return: its credit note first (numbered once per return, so a retried refund reuses it), then the
 * money: through Razorpay for an order paid online, else recorded as a manual refund with the reference staff give.
 */
export async function refundReturn(
  req: PayloadRequest,
  entry: Return,
  reference: string,
): Promise<{ refund: RefundRecord; creditNote: string | null; refundReference: string | null }> {
  const order = await orderOf(req, entry)
  const manualReference = reference.trim()
  if (!throughRazorpay(order) && !manualReference) {
    throw new ValidationError({
      collection: 'returns',
      errors: [
        { path: 'refundReference', message: 'The refund reference (e.g. the bank transfer’s UTR) is required to record a manual refund' },
      ],
    })
  }
  const returned = await returnedLinesOf(req, order, entry)
  const creditNote = await issueReturnCreditNote(req.payload, order, entry.returnId, returned)
  const refund = await refundPayment(order, returnedAmount(order, returned), manualReference, 'The return was not refunded.')
  return { refund, creditNote: creditNote ? String(creditNote.id) : null, refundReference: manualReference || null }
}

/** The zero-value order of a replacement: the returned codes and quantities, to the same address, nothing to pay. */
export async function replaceReturn(req: PayloadRequest, entry: Return): Promise<string> {
  const order = await orderOf(req, entry)
  const lines = (entry.lines ?? []).map((line) => {
    const original = (order.lines ?? []).find((candidate) => candidate.code === line.code)
    return {
      product: original?.product ? idOf(original.product) : null,
      name: line.name,
      image: original?.image ?? null,
      size: line.size ?? original?.size ?? null,
      code: line.code,
      quantity: line.quantity,
      unitPrice: 0,
      lineTotal: 0,
    }
  })
  const { id: _id, ...address } = (order.address ?? {}) as NonNullable<Order['address']> & { id?: string }
  const replacement = await req.payload.create({
    collection: 'orders',
    data: {
      customer: idOf(order.customer),
      status: 'ORDERED',
      lines,
      address,
      subtotal: 0,
      discount: { code: null, percent: 0, amount: 0 },
      total: 0,
      paymentType: order.paymentType,
      paymentStatus: 'PAID',
      gstin: order.gstin ?? null,
      businessName: order.businessName ?? null,
      poNumber: order.poNumber ?? null,
      costCentre: order.costCentre ?? null,
      locationName: order.locationName ?? null,
      // The replacement stays with the original's company: its admins and accounts see it, as they saw the order.
      company: order.company ? idOf(order.company) : null,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return String(replacement.id)
}
