import type { PayloadRequest } from 'payload'

import type { Statement } from '../../contract/credit'
import { paiseToRupees } from '../../contract/pricing'
import { shopDay } from '../../lib/shop-time'
import type { Customer } from '../../payload-types'
import { accountPosition, creditTermsOf, toAccountEntry } from './position'

/**
 * The buyer's statement of account on `now`: limit, terms, balance, every account order and the payments received;
 * null for an account without credit.
 */
export async function statementOf(req: PayloadRequest, customer: Customer, now = new Date()): Promise<Statement | null> {
  const terms = creditTermsOf(customer)
  if (!terms) return null
  const position = await accountPosition(req.payload, customer.id, terms.termsDays, now, req)
  const { docs: payments } = await req.payload.find({
    collection: 'payments',
    where: { customer: { equals: customer.id } },
    sort: 'date',
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return {
    organisation: customer.business?.organisation ?? null,
    limit: paiseToRupees(terms.limit),
    termsDays: terms.termsDays,
    outstanding: paiseToRupees(position.outstanding),
    overdue: paiseToRupees(position.overdue.reduce((sum, entry) => sum + entry.amount, 0)),
    available: paiseToRupees(Math.max(0, terms.limit - position.outstanding)),
    entries: position.entries.map(toAccountEntry),
    payments: payments.map((payment) => ({
      date: shopDay(new Date(payment.date)),
      amount: paiseToRupees(payment.amount),
      reference: payment.reference,
      orderIds: (payment.orders ?? []).map((order) => (typeof order === 'object' ? (order.orderId ?? order.id) : order)),
    })),
    generatedOn: shopDay(now),
  }
}
