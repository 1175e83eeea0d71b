import type { Payload, PayloadRequest } from 'payload'

import type { AccountEntry, AccountEntryState } from '../../contract/credit'
import { idOf } from '../../contract/ids'
import { paiseToRupees, type Paise } from '../../contract/pricing'
import { addDays, shopDay } from '../../lib/shop-time'
import type { Customer } from '../../payload-types'

/** An account's credit as staff set it: limit in paise, terms in days; null when the account has none to use. */
export type CreditTerms = { limit: Paise; termsDays: number }

export function creditTermsOf(customer: Pick<Customer, 'business' | 'credit'>): CreditTerms | null {
  const limit = customer.credit?.limit
  const termsDays = customer.credit?.termsDays
  if (customer.business?.verified !== true || typeof limit !== 'number' || limit <= 0 || typeof termsDays !== 'number') return null
  return { limit, termsDays }
}

/** One account order with its invoice, in paise and shop days. */
export type PositionEntry = Omit<AccountEntry, 'amount'> & { id: string; amount: Paise }

export type Position = {
  entries: PositionEntry[]
  /** Unpaid account orders, not cancelled. */
  outstanding: Paise
  overdue: PositionEntry[]
}

function stateOf(paid: boolean, dueDate: string | null, today: string): AccountEntryState {
  if (paid) return 'PAID'
  if (dueDate === null) return 'NOT_INVOICED'
  return dueDate < today ? 'OVERDUE' : 'DUE'
}

/**
 * Where an account stands on `now`: its ACCOUNT orders (cancelled and free ones left out), oldest first, each due on its
 * invoice's day plus the terms printed on the invoice, or the account's terms for an invoice without them
 * (docs/decisions/038); what is unpaid, and what is past its due day.
 */
export async function accountPosition(
  payload: Payload,
  customerId: string,
  termsDays: number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<Position> {
  const { docs: orders } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { customer: { equals: customerId } },
        { paymentType: { equals: 'ACCOUNT' } },
        { status: { not_equals: 'CANCELLED' } },
        // A free replacement keeps the replaced order's payment type but is no credit: nothing is owed for it.
        { total: { greater_than: 0 } },
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { orderId: true, createdAt: true, total: true, paymentStatus: true, paidAt: true },
    overrideAccess: true,
    req,
  })
  const { docs: invoices } =
    orders.length === 0
      ? { docs: [] }
      : await payload.find({
          collection: 'tax-documents',
          where: { and: [{ kind: { equals: 'invoice' } }, { order: { in: orders.map((order) => order.id) } }] },
          pagination: false,
          depth: 0,
          select: { number: true, issuedAt: true, order: true, termsDays: true },
          overrideAccess: true,
          req,
        })
  const invoiceOf = new Map(invoices.map((invoice) => [idOf(invoice.order), invoice]))
  const today = shopDay(now)
  const entries = orders.map((order): PositionEntry => {
    const invoice = invoiceOf.get(order.id)
    const invoiceDate = invoice ? shopDay(new Date(invoice.issuedAt)) : null
    const dueDate = invoice && invoiceDate ? addDays(invoiceDate, invoice.termsDays ?? termsDays) : null
    const paid = order.paymentStatus === 'PAID'
    return {
      id: order.id,
      orderId: order.orderId ?? order.id,
      orderDate: shopDay(new Date(order.createdAt)),
      invoiceNumber: invoice?.number ?? null,
      invoiceDate,
      dueDate,
      amount: order.total,
      state: stateOf(paid, dueDate, today),
      paidOn: paid && order.paidAt ? shopDay(new Date(order.paidAt)) : null,
    }
  })
  const unpaid = entries.filter((entry) => entry.state !== 'PAID')
  return {
    entries,
    outstanding: unpaid.reduce((sum, entry) => sum + entry.amount, 0),
    overdue: unpaid.filter((entry) => entry.state === 'OVERDUE'),
  }
}

/** An entry as the buyer reads it: rupees. */
export const toAccountEntry = ({ id: _id, amount, ...entry }: PositionEntry): AccountEntry => ({ ...entry, amount: paiseToRupees(amount) })
