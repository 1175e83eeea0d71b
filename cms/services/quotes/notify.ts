import type { PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import type { Quote } from '../../payload-types'
import { sendEmail } from '../email'
import { quotedEmail } from '../email/quote-emails'

/** Emails the buyer their quoted prices, in the background; a failure is logged, never thrown. */
export function notifyQuotedInBackground(req: PayloadRequest, quote: Quote): void {
  const payload = req.payload
  const customerId = idOf(quote.customer)
  void (async () => {
    const customer = await payload.findByID({ collection: 'customers', id: customerId, depth: 0, disableErrors: true })
    if (!customer) {
      payload.logger.error({ msg: `quote ${quote.id}: customer not found, no email sent` })
      return
    }
    await sendEmail({ to: customer.email, ...quotedEmail(quote, customer.name) })
  })().catch((error) => payload.logger.error({ err: error, msg: `quote ${quote.id}: email not sent` }))
}
