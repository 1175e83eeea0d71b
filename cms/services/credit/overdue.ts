import type { Payload } from 'payload'

import { idOf } from '../../contract/ids'
import type { Paise } from '../../contract/pricing'
import type { Company, Customer } from '../../payload-types'
import { accountPosition, type CreditAccount } from './position'

export type OverdueAccount = { kind: CreditAccount['kind']; id: string; name: string; overdue: Paise; oldestDueDate: string }

/**
 * Accounts with an account order past its due day on `now`, the longest overdue first: companies, and customers
 * buying outside one (docs/decisions/076-company-credit-and-orders.md). Reads the accounts that have unpaid account
 * orders at all, then each one's position (a handful of accounts on credit, not the whole customer list).
 */
export async function overdueAccounts(payload: Payload, now = new Date()): Promise<OverdueAccount[]> {
  const { docs: unpaid } = await payload.find({
    collection: 'orders',
    where: {
      and: [{ paymentType: { equals: 'ACCOUNT' } }, { paymentStatus: { not_equals: 'PAID' } }, { status: { not_equals: 'CANCELLED' } }],
    },
    pagination: false,
    depth: 0,
    select: { customer: true, company: true },
    overrideAccess: true,
  })
  const companyIds = [...new Set(unpaid.flatMap((order) => (order.company ? [idOf(order.company)] : [])))]
  const customerIds = [...new Set(unpaid.flatMap((order) => (order.company ? [] : [idOf(order.customer)])))]
  const [companies, customers] = await Promise.all([
    companyIds.length === 0
      ? []
      : payload
          .find({
            collection: 'companies',
            where: { id: { in: companyIds } },
            pagination: false,
            depth: 0,
            select: { name: true, credit: true },
            overrideAccess: true,
          })
          .then(({ docs }) => docs as Pick<Company, 'id' | 'name' | 'credit'>[]),
    customerIds.length === 0
      ? []
      : payload
          .find({
            collection: 'customers',
            where: { id: { in: customerIds } },
            pagination: false,
            depth: 0,
            select: { name: true, business: true, credit: true },
            overrideAccess: true,
          })
          .then(({ docs }) => docs as Pick<Customer, 'id' | 'name' | 'business' | 'credit'>[]),
  ])
  const holders = [
    ...companies.map((company) => ({
      kind: 'company' as const,
      id: company.id,
      name: company.name,
      termsDays: company.credit?.termsDays ?? 0,
    })),
    ...customers.map((customer) => ({
      kind: 'customer' as const,
      id: customer.id,
      name: customer.business?.organisation || customer.name,
      termsDays: customer.credit?.termsDays ?? 0,
    })),
  ]
  const accounts: OverdueAccount[] = []
  for (const holder of holders) {
    const position = await accountPosition(payload, holder, holder.termsDays, now)
    if (position.overdue.length === 0) continue
    accounts.push({
      kind: holder.kind,
      id: holder.id,
      name: holder.name,
      overdue: position.overdue.reduce((sum, entry) => sum + entry.amount, 0),
      oldestDueDate: position.overdue.map((entry) => entry.dueDate!).sort()[0]!,
    })
  }
  return accounts.sort((a, b) => a.oldestDueDate.localeCompare(b.oldestDueDate))
}
