import type { Payload } from 'payload'

import { idOf } from '../../contract/ids'
import type { Paise } from '../../contract/pricing'
import type { Customer } from '../../payload-types'
import { accountPosition } from './position'

export type OverdueAccount = { customerId: string; name: string; overdue: Paise; oldestDueDate: string }

/**
 * Accounts with an account order past its due day on `now`, the longest overdue first. Reads the customers that have
 * unpaid account orders at all, then each one's position (a handful of buyers on credit, not the whole customer list).
 */
export async function overdueAccounts(payload: Payload, now = new Date()): Promise<OverdueAccount[]> {
  const { docs: unpaid } = await payload.find({
    collection: 'orders',
    where: {
      and: [{ paymentType: { equals: 'ACCOUNT' } }, { paymentStatus: { not_equals: 'PAID' } }, { status: { not_equals: 'CANCELLED' } }],
    },
    pagination: false,
    depth: 0,
    select: { customer: true },
    overrideAccess: true,
  })
  const ids = [...new Set(unpaid.map((order) => idOf(order.customer)))]
  if (ids.length === 0) return []
  const { docs: customers } = await payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { name: true, business: true, credit: true },
    overrideAccess: true,
  })
  const accounts: OverdueAccount[] = []
  for (const customer of customers as Pick<Customer, 'id' | 'name' | 'business' | 'credit'>[]) {
    const position = await accountPosition(payload, customer.id, customer.credit?.termsDays ?? 0, now)
    if (position.overdue.length === 0) continue
    accounts.push({
      customerId: customer.id,
      name: customer.business?.organisation || customer.name,
      overdue: position.overdue.reduce((sum, entry) => sum + entry.amount, 0),
      oldestDueDate: position.overdue.map((entry) => entry.dueDate!).sort()[0]!,
    })
  }
  return accounts.sort((a, b) => a.oldestDueDate.localeCompare(b.oldestDueDate))
}
