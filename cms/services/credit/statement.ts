import type { PayloadRequest, Where } from 'payload'

import type { Statement } from '../../contract/credit'
import { paiseToRupees } from '../../contract/pricing'
import { shopDay } from '../../lib/shop-time'
import { accountPosition, toAccountEntry, type CreditAccount, type PositionEntry } from './position'

/**
 * How much of an account's statement the reader sees: every order and payment, or (a company's buyer who sees only
 * their own orders) the account's figures with the orders `customer` placed and no payments.
 */
export type StatementScope = { ordersOf: string | null; payments: boolean }

const WHOLE_STATEMENT: StatementScope = { ordersOf: null, payments: true }

/** The payments received against an account: a company's are those for its orders; a customer's, their own. */
function paymentsOf(account: CreditAccount, entries: PositionEntry[]): Where | null {
  if (account.kind === 'customer') return { customer: { equals: account.id } }
  return entries.length > 0 ? { orders: { in: entries.map((entry) => entry.id) } } : null
}

/**
 * The statement of `account` on `now`: limit, terms, balance, its account orders and the payments received, as
 * `scope` allows; null for an account without credit.
 */
export async function statementOf(
  req: PayloadRequest,
  account: CreditAccount,
  scope: StatementScope = WHOLE_STATEMENT,
  now = new Date(),
): Promise<Statement | null> {
  const terms = account.terms
  if (!terms) return null
  const position = await accountPosition(req.payload, account, terms.termsDays, now, req)
  const paidWith = scope.payments ? paymentsOf(account, position.entries) : null
  const { docs: payments } = paidWith
    ? await req.payload.find({
        collection: 'payments',
        where: paidWith,
        sort: 'date',
        pagination: false,
        depth: 1,
        overrideAccess: true,
        req,
      })
    : { docs: [] }
  const shown = scope.ordersOf === null ? position.entries : position.entries.filter((entry) => entry.customer === scope.ordersOf)
  return {
    organisation: account.name,
    limit: paiseToRupees(terms.limit),
    termsDays: terms.termsDays,
    outstanding: paiseToRupees(position.outstanding),
    overdue: paiseToRupees(position.overdue.reduce((sum, entry) => sum + entry.amount, 0)),
    available: paiseToRupees(Math.max(0, terms.limit - position.outstanding)),
    entries: shown.map(toAccountEntry),
    payments: payments.map((payment) => ({
      date: shopDay(new Date(payment.date)),
      amount: paiseToRupees(payment.amount),
      reference: payment.reference,
      orderIds: (payment.orders ?? []).map((order) => (typeof order === 'object' ? (order.orderId ?? order.id) : order)),
    })),
    generatedOn: shopDay(now),
  }
}
