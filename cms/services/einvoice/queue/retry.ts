import type { PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '../../../access'
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../../lib/http-errors'
import { eInvoiceAnswerOf } from './stored'
import { workQueueSoon } from './wake'
import { writeEInvoice } from './writes'

/** Queues a failed e-invoice again (after staff had the cause fixed); 409 for any other status. */
async function retry(req: PayloadRequest): Promise<Response> {
  if (!req.user) throw unauthorized()
  if (!hasRole(req.user, 'order-manager')) throw forbidden()
  const id = String(req.routeParams?.id ?? '')
  const document = await req.payload.findByID({ collection: 'tax-documents', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!document) throw notFound('Tax document not found')
  const requeued = await writeEInvoice(req.payload, document.id, [{ 'eInvoice.status': { equals: 'failed' } }], {
    status: 'pending',
    errorCode: null,
    errorMessage: null,
    nextAttemptAt: null,
  })
  if (!requeued) {
    const status = document.eInvoice?.status ?? 'not-required'
    throw conflict({ message: `Only a failed e-invoice can be retried; ${document.number} is ${status}.` })
  }
  workQueueSoon()
  return Response.json({ message: `${document.number} is queued for registration`, eInvoice: eInvoiceAnswerOf(requeued) })
}

/** `POST /api/tax-documents/{id}/einvoice/retry`, for order managers: 401 signed out, 403 other roles, 404 unknown. */
export const retryEInvoiceHandler: PayloadHandler = async (req) => {
  try {
    return await retry(req)
  } catch (error) {
    if (error instanceof HttpError) return Response.json(error.body, { status: error.status, headers: { 'Cache-Control': 'no-store' } })
    throw error
  }
}
