import type { Payload, Where } from 'payload'

import { formatPaise } from '../../contract/money'
import { overdueAccounts } from '../../services/for-collections'
import { adminListUrl } from './admin-links'
import type { Tile } from './tile'

/** Unpaid account orders of the overdue accounts: the list the tile opens. */
const overdueOrders = (customerIds: string[]): Where => ({
  and: [{ paymentType: { equals: 'ACCOUNT' } }, { paymentStatus: { not_equals: 'PAID' } }, { customer: { in: customerIds } }],
})

/** The order desk's tile of accounts with an invoice past its due day, the longest overdue named first. */
export async function overdueAccountsTile(payload: Payload, now: Date): Promise<Tile> {
  const accounts = await overdueAccounts(payload, now)
  const named = accounts
    .slice(0, 3)
    .map((account) => `${account.name}: ${formatPaise(account.overdue, { symbol: '₹' })} since ${account.oldestDueDate}`)
  return {
    label: 'Overdue accounts',
    value: String(accounts.length),
    detail:
      accounts.length === 0 ? 'No invoice on account is past its due date' : [...named, ...(accounts.length > 3 ? ['…'] : [])].join('; '),
    href: adminListUrl('orders', overdueOrders(accounts.map((account) => account.customerId))),
    warning: accounts.length > 0,
  }
}
