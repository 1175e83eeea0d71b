import type { PayloadRequest, Where } from 'payload'

import type { Company } from '../../payload-types'
import type { StatementScope } from '../credit'
import { membershipOf, type CompanyMember, type Membership } from './membership'

/**
 * Who sees every order of the company, its invoices and every order on its statement: admins and accounts always;
 * buyers and approvers when the company lets them (`buyersSeeCompanyOrders`), else only the orders they placed.
 */
export const seesCompanyOrders = (company: Pick<Company, 'buyersSeeCompanyOrders'>, member: CompanyMember): boolean =>
  member.role === 'admin' || member.role === 'accounts' || company.buyersSeeCompanyOrders === true

/** Who sees the payments on the company's statement: the admins and accounts, who pay the invoices. */
const seesPayments = (member: CompanyMember): boolean => member.role === 'admin' || member.role === 'accounts'

/** How much of the company's statement a member reads (a customer outside a company reads all of their own). */
export function statementScopeOf(membership: Membership | null, customerId: string): StatementScope {
  if (!membership) return { ordersOf: null, payments: true }
  return {
    ordersOf: seesCompanyOrders(membership.company, membership.member) ? null : customerId,
    payments: seesPayments(membership.member),
  }
}

/**
 * What `customerId` may read of a collection naming its buyer in `customer`: their own, and what belongs to their
 * company (at `companyPath`) when they see the company's orders.
 */
async function seenBy(req: PayloadRequest, customerId: string, companyPath: string): Promise<Where> {
  const own: Where = { customer: { equals: customerId } }
  const membership = await membershipOf(req, customerId)
  if (!membership || !seesCompanyOrders(membership.company, membership.member)) return own
  return { or: [own, { [companyPath]: { equals: membership.company.id } }] }
}

/** The orders `customerId` may read: their own, and their company's when they see the company's orders. */
export const ordersSeenBy = (req: PayloadRequest, customerId: string): Promise<Where> => seenBy(req, customerId, 'company')

/** The returns `customerId` may read: of the orders they may read. */
export const returnsSeenBy = (req: PayloadRequest, customerId: string): Promise<Where> => seenBy(req, customerId, 'order.company')
