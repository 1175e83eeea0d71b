import type { PayloadRequest } from 'payload'

import { CREDIT_MESSAGES, type CreditRefusal } from '../../contract/credit'
import { paiseToRupees, type Paise } from '../../contract/pricing'
import { conflict, forbidden } from '../../lib/http-errors'
import { accountPosition, type CreditAccount } from './position'

/**
 * Whether an order of `total` may go on `account` (./position.ts `creditAccountOf`): an account with credit (else
 * 403), no invoice past its due day, and the unpaid balance plus this order within the limit (else 409 with the
 * figures). Callers run it inside the account's hold (./hold.ts), so orders placed at the same moment, by one buyer or
 * by several members of one company, are checked one after the other.
 */
export async function checkCredit(req: PayloadRequest, account: CreditAccount, total: Paise) {
  const terms = account.terms
  if (!terms) throw forbidden(CREDIT_MESSAGES.notOnAccount)
  const position = await accountPosition(req.payload, account, terms.termsDays, new Date(), req)
  const figures: Omit<CreditRefusal, 'message'> = {
    limit: paiseToRupees(terms.limit),
    outstanding: paiseToRupees(position.outstanding),
    orderAmount: paiseToRupees(total),
    available: paiseToRupees(Math.max(0, terms.limit - position.outstanding)),
    overdue: position.overdue.map((entry) => ({
      orderId: entry.orderId,
      invoiceNumber: entry.invoiceNumber,
      dueDate: entry.dueDate!,
      amount: paiseToRupees(entry.amount),
    })),
  }
  if (position.overdue.length > 0) throw conflict({ message: CREDIT_MESSAGES.overdue, ...figures })
  if (position.outstanding + total > terms.limit) throw conflict({ message: CREDIT_MESSAGES.overLimit, ...figures })
}
