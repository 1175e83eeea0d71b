import type { Payload, Where } from 'payload'

import { formatPaise } from '../../contract/money'
import { overdueAccounts, type OverdueAccount } from '../../services/for-collections'
import { adminListUrl } from './admin-links'
import type { Tile } from './tile'

/** `company in […]` or `customer in […]` for the overdue accounts of `kind`, or nothing when there are none. */
function accountsOfKind(accounts: OverdueAccount[], kind: OverdueAccount['kind']): Where[] {
  const ids = accounts.filter((account) => account.kind === kind).map((account) => account.id)
  return ids.length === 0 ? [] : [{ [kind]: { in: ids } }]
}

/** Unpaid account orders of the overdue accounts, companies' and customers' alike: the list the tile opens. */
const overdueOrders = (accounts: OverdueAccount[]): Where => ({
  and: [
    { paymentType: { equals: 'ACCOUNT' } },
    { paymentStatus: { not_equals: 'PAID' } },
    { or: [...accountsOfKind(accounts, 'company'), ...accountsOfKind(accounts, 'customer')] },
  ],
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
    href: adminListUrl('orders', overdueOrders(accounts)),
    warning: accounts.length > 0,
  }
}
