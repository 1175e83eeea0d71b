import type { Payload, PayloadRequest, Where } from 'payload'

import type { AccountEntry, AccountEntryState } from '../../contract/credit'
import { idOf } from '../../contract/ids'
import { paiseToRupees, type Paise } from '../../contract/pricing'
import { addDays, shopDay } from '../../lib/shop-time'
import type { Company, Customer } from '../../payload-types'

/** An account's credit as staff set it: limit in paise, terms in days; null when the account has none to use. */
export type CreditTerms = { limit: Paise; termsDays: number }

type CreditGroup = Customer['credit']

const termsOf = (credit: CreditGroup): CreditTerms | null => {
  const limit = credit?.limit
  const termsDays = credit?.termsDays
  return typeof limit === 'number' && limit > 0 && typeof termsDays === 'number' ? { limit, termsDays } : null
}

function creditTermsOf(customer: Pick<Customer, 'business' | 'credit'>): CreditTerms | null {
  return customer.business?.verified === true ? termsOf(customer.credit) : null
}

/**
 * Whose credit an order on account uses (docs/decisions/076-company-credit-and-orders.md): a company member's is the
 * company's, shared by every member, over the orders placed for the company; anyone else's is their own, over their
 * own orders outside any company.
 */
export type CreditAccount = { kind: 'company' | 'customer'; id: string; name: string | null; terms: CreditTerms | null }

/** A company's credit account, shared by its members. */
export const companyCreditAccount = (company: Pick<Company, 'id' | 'name' | 'credit'>): CreditAccount => ({
  kind: 'company',
  id: company.id,
  name: company.name,
  terms: termsOf(company.credit),
})

/**
 * The credit account of `customer`: the company `companyId` names (null: none; undefined: look the customer's up), or
 * the customer's own.
 */
export async function creditAccountOf(
  req: PayloadRequest,
  customer: Pick<Customer, 'id' | 'name' | 'business' | 'credit'>,
  companyId?: string | null,
): Promise<CreditAccount> {
  const { docs } =
    companyId === null
      ? { docs: [] }
      : await req.payload.find({
          collection: 'companies',
          where: companyId === undefined ? { 'members.customer': { equals: customer.id } } : { id: { equals: companyId } },
          limit: 1,
          depth: 0,
          select: { name: true, credit: true },
          overrideAccess: true,
          req,
        })
  const company = docs[0] as Pick<Company, 'id' | 'name' | 'credit'> | undefined
  if (company) return companyCreditAccount(company)
  return { kind: 'customer', id: customer.id, name: customer.business?.organisation ?? null, terms: creditTermsOf(customer) }
}

/** The orders an account's credit covers: the company's, or the customer's own placed outside a company. */
export const accountOrders = (account: Pick<CreditAccount, 'kind' | 'id'>): Where =>
  account.kind === 'company'
    ? { company: { equals: account.id } }
    : { and: [{ customer: { equals: account.id } }, { company: { exists: false } }] }

/** One account order with its invoice, in paise and shop days. */
export type PositionEntry = Omit<AccountEntry, 'amount'> & { id: string; customer: string; amount: Paise }

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
  account: Pick<CreditAccount, 'kind' | 'id'>,
  termsDays: number,
  now = new Date(),
  req?: PayloadRequest,
): Promise<Position> {
  const { docs: orders } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        accountOrders(account),
        { paymentType: { equals: 'ACCOUNT' } },
        { status: { not_equals: 'CANCELLED' } },
        // A free replacement keeps the replaced order's payment type but is no credit: nothing is owed for it.
        { total: { greater_than: 0 } },
      ],
    },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { orderId: true, customer: true, createdAt: true, total: true, paymentStatus: true, paidAt: true },
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
      customer: idOf(order.customer),
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
export const toAccountEntry = ({ id: _id, customer: _customer, amount, ...entry }: PositionEntry): AccountEntry => ({
  ...entry,
  amount: paiseToRupees(amount),
})
