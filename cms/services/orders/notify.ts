import type { Payload, PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import { env } from '../../env'
import type { Order } from '../../payload-types'
import { sendEmail } from '../email'
import { taxDocumentAttachments } from '../invoices/attachments'
import { orderPlacedCustomerEmail, orderPlacedStaffEmail, orderStatusEmail } from '../email/order-emails'

type Recipient = { name: string; email: string }

async function customerOf(payload: Payload, req: PayloadRequest, order: Order): Promise<Recipient | null> {
  const id = idOf(order.customer)
  const user = req.user as { collection?: string; id?: string; name?: string; email?: string } | null
  if (user?.collection === 'customers' && user.id === id && user.email) return { name: user.name ?? '', email: user.email }
  const customer = await payload.findByID({ collection: 'customers', id, depth: 0, disableErrors: true })
  return customer ? { name: customer.name, email: customer.email } : null
}

async function sendOrderEmails(payload: Payload, req: PayloadRequest, order: Order, kind: 'placed' | 'status'): Promise<void> {
  const customer = await customerOf(payload, req, order)
  if (!customer) {
    payload.logger.error({ msg: `order ${order.orderId}: customer not found, no email sent` })
    return
  }
  if (kind === 'status') {
    const attachments = await taxDocumentAttachments(payload, order)
    await sendEmail({ to: customer.email, ...orderStatusEmail(order, customer.name), ...(attachments.length > 0 ? { attachments } : {}) })
    return
  }
  await Promise.all([
    sendEmail({ to: customer.email, ...orderPlacedCustomerEmail(order, customer.name) }),
    sendEmail({ to: env().STAFF_EMAIL, replyTo: customer.email, ...orderPlacedStaffEmail(order, customer) }),
  ])
}

/**
 * Sends the emails of one order event in the background: "placed" to the buyer and to staff, "status" to the buyer.
 * A slow or failing mail service never delays or fails the save; failures are logged, never thrown.
 */
export function notifyInBackground(req: PayloadRequest, order: Order, kind: 'placed' | 'status'): void {
  const payload = req.payload
  void sendOrderEmails(payload, req, order, kind).catch((error) =>
    payload.logger.error({ err: error, msg: `order ${order.orderId}: emails not sent` }),
  )
}
