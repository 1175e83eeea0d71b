import type { PaymentType } from './orders'

/** What the wording needs of an order: how it is paid, how far, and its total (in any unit: only zero matters). */
export type PaymentFacts = { paymentType: PaymentType; paymentStatus: string; total: number }

/** A free replacement (total 0) keeps the replaced order's payment type, yet nobody pays anything for it. */
const NOTHING_TO_PAY = 'Nothing to pay'

const isPaid = (order: PaymentFacts) => order.paymentStatus.toUpperCase() === 'PAID'

/**
 * How an order is paid, in the same words everywhere it is shown: the buyer's order history and order page, the
 * order emails, the packing slip and the admin's order summary. "Cash on delivery", "On account · paid",
 * "Paid online", "Online payment failed"…; "Nothing to pay" for a free replacement, whatever it replaces.
 */
export function paymentWords(order: PaymentFacts): string {
  if (order.total === 0) return NOTHING_TO_PAY
  const paid = isPaid(order)
  if (order.paymentType === 'COD') return paid ? 'Cash on delivery · paid' : 'Cash on delivery'
  if (order.paymentType === 'ACCOUNT') return paid ? 'On account · paid' : 'On account'
  return paid ? 'Paid online' : `Online payment ${order.paymentStatus.toLowerCase()}`
}

/** What the buyer still has to do about paying, for the order page; null when nothing. */
export function paymentNextStep(order: PaymentFacts): string | null {
  if (order.total === 0 || isPaid(order)) return null
  if (order.paymentType === 'COD') return 'Pay when it arrives'
  if (order.paymentType === 'ACCOUNT') return 'Due on your terms after the invoice'
  return null
}

/**
 * The buyer's word on an online order whose payment did not arrive in time and whose reserved stock went back on sale
 * (`stockHoldLapsedAt`, formatted by the caller as `when`); null for any other order.
 */
export function stockHoldLapsedWords(order: PaymentFacts & { stockHoldLapsedAt: string | null }, when: string): string | null {
  if (!order.stockHoldLapsedAt || isPaid(order) || order.total === 0) return null
  return `Payment not received in time: the stock held for this order went back on sale on ${when}. If you paid, it is held again as soon as your payment reaches us.`
}
