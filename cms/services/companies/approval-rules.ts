import type { PayloadRequest } from 'payload'

import type { ApprovalRule } from '../../contract/approvals'
import { formatPaise } from '../../contract/money'
import { paiseToRupees, type BuyerTerms, type Paise } from '../../contract/pricing'
import { conflict } from '../../lib/http-errors'
import { startOfShopDay, shopDay } from '../../lib/shop-time'
import type { Order } from '../../payload-types'
import { catalogue } from '../catalogue/snapshot'
import { buyerTerms } from '../pricing/buyer-terms'
import type { NewOrderLine } from '../orders'
import { membersWithRole, type Membership } from './membership'

/** What the company's rules look at, gathered by `approvalRulesFor`; pure data so the rules can be tested alone. */
export type RuleFacts = {
  membership: Membership
  total: Paise
  /** Codes of the order not on the buyer's valid price lists (by a fixed price or their category's percentage). */
  offContractCodes: string[]
  /** What the buyer's orders of this month (IST) not cancelled come to. */
  spentThisMonth: Paise
}

export type RuleOutcome = { rules: ApprovalRule[]; refusal: string | null }

/** Which of the company's rules send this order for approval; a refusal when the limit is passed and nobody can approve it. */
export function applyRules({ membership, total, offContractCodes, spentThisMonth }: RuleFacts): RuleOutcome {
  const { company, member } = membership
  const rules: ApprovalRule[] = []
  const above = company.approval?.above
  if (typeof above === 'number' && total > above) rules.push('above')
  if (company.approval?.offContract === true && offContractCodes.length > 0) rules.push('offContract')
  if (member.needsApproval === true) rules.push('needsApproval')
  const limit = member.monthlyLimit
  if (typeof limit !== 'number' || spentThisMonth + total <= limit) return { rules, refusal: null }
  const hasApprover = membersWithRole(company, ['approver']).length > 0
  const figures =
    `this order of ${formatPaise(total)} and ${formatPaise(spentThisMonth)} ordered this month come to ` +
    `${formatPaise(spentThisMonth + total)}, above your monthly limit of ${formatPaise(limit)}`
  if (!hasApprover) return { rules, refusal: `Your company has no approver, and ${figures}` }
  return { rules: [...rules, 'monthlyLimit'], refusal: null }
}

/** The buyer's orders placed since the first of this month (IST), cancelled ones left out, in paise. */
async function spentThisMonth(req: PayloadRequest, customerId: string): Promise<Paise> {
  const monthStart = startOfShopDay(`${shopDay(new Date()).slice(0, 8)}01`)
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: {
      and: [
        { customer: { equals: customerId } },
        { createdAt: { greater_than_equal: monthStart.toISOString() } },
        { status: { not_equals: 'CANCELLED' } },
      ],
    },
    select: { total: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.reduce((sum, order: Pick<Order, 'total'>) => sum + (order.total ?? 0), 0)
}

/**
 * Codes not on the price lists. Price lists still belong to the customer (decision 067), so the ordering buyer's own
 * lists are the company's contract for now.
 */
function offContract(lines: readonly NewOrderLine[], categories: ReadonlyMap<string, { category?: string | null }>, terms: BuyerTerms) {
  return lines
    .filter((line) => !terms.codePrices.has(line.code) && !terms.categoryPercents.has(categories.get(line.product ?? '')?.category ?? ''))
    .map((line) => line.code)
}

/** The rules that apply to a member's order, or a 409 with the figures when the order must be refused outright. */
export async function approvalRulesFor(
  req: PayloadRequest,
  buyer: NonNullable<PayloadRequest['user']>,
  membership: Membership,
  lines: readonly NewOrderLine[],
  total: Paise,
): Promise<ApprovalRule[]> {
  const [{ priceList: products }, terms, spent] = await Promise.all([
    catalogue(req.payload),
    buyerTerms(req.payload, buyer),
    spentThisMonth(req, String(buyer.id)),
  ])
  const outcome = applyRules({ membership, total, offContractCodes: offContract(lines, products, terms), spentThisMonth: spent })
  if (outcome.refusal) {
    throw conflict({
      message: outcome.refusal,
      monthlyLimit: paiseToRupees(membership.member.monthlyLimit ?? 0),
      spentThisMonth: paiseToRupees(spent),
      orderAmount: paiseToRupees(total),
    })
  }
  return outcome.rules
}
