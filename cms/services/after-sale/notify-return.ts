import type { PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import type { Return } from '../../payload-types'
import { sendEmail } from '../email'
import { returnStatusEmail, type ReturnForEmail } from '../email/after-sale-emails'

export function toReturnForEmail(entry: Return, replacementOrderId: string | null = null): ReturnForEmail {
  return {
    returnId: entry.returnId,
    orderId: entry.orderNumber,
    kind: entry.kind,
    status: entry.status,
    reason: entry.reason,
    lines: (entry.lines ?? []).map((line) => ({ code: line.code, name: line.name, quantity: line.quantity })),
    rejectionReason: entry.rejectionReason ?? null,
    refund: entry.refund ?? null,
    replacementOrderId,
  }
}

async function sendReturnEmail(req: PayloadRequest, entry: Return): Promise<void> {
  const customer = await req.payload.findByID({
    collection: 'customers',
    id: idOf(entry.customer),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!customer) return
  const replacementId = idOf(entry.replacementOrder)
  const replacement = replacementId
    ? await req.payload.findByID({ collection: 'orders', id: replacementId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  await sendEmail({ to: customer.email, ...returnStatusEmail(toReturnForEmail(entry, replacement?.orderId ?? null), customer.name) })
}

/** The buyer's email of a return's step, in the background: a failing mail service never fails the save. */
export function notifyReturnInBackground(req: PayloadRequest, entry: Return): void {
  void sendReturnEmail(req, entry).catch((error) =>
    req.payload.logger.error({ err: error, msg: `return ${entry.returnId}: email not sent` }),
  )
}
