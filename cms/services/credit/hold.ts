import type { Payload } from 'payload'

import { HttpError } from '../../lib/http-errors'
import { whileHolding } from '../lease'
import type { CreditAccount } from './position'

/** How long a hold lasts unless renewed or given back: far longer than placing one order takes, short enough after a crash. */
const HOLD_MS = 10_000
/** How long an order waits for the account's hold before giving up (more than a hold lasts). */
const WAIT_MS = 15_000

const ACCOUNT_BUSY = 'Another order on this account is being placed. Please try again in a moment.'

/** The lease an order on account holds on its account: a customer's own, or their company's shared by every member. */
export const accountHoldKey = (account: Pick<CreditAccount, 'kind' | 'id'>) =>
  account.kind === 'company' ? `account-order:company:${account.id}` : `account-order:${account.id}`

/**
 * Runs `work` (check the credit, then write the order) while holding the account, so two orders on one account are
 * checked and placed one after the other: the second sees the first. Waits its turn; 503 if the account stays busy.
 */
export function withAccountHold<T>(payload: Payload, account: Pick<CreditAccount, 'kind' | 'id'>, work: () => Promise<T>): Promise<T> {
  return whileHolding(
    payload,
    accountHoldKey(account),
    { holdMs: HOLD_MS, waitMs: WAIT_MS, busy: () => new HttpError(503, { message: ACCOUNT_BUSY }, { 'Retry-After': '5' }) },
    work,
  )
}
