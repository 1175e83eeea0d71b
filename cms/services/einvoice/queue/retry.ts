import type { PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '../../../access'
import type { TaxDocument } from '../../../payload-types'
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../../lib/http-errors'
import { eInvoiceAnswerOf } from './stored'
import { workQueueSoon } from './wake'
import { writeEInvoice } from './writes'

/** Asks again for an e-way bill the portal refused (after staff had Part B put right); null when none was refused. */
function retryEwayBill(req: PayloadRequest, document: TaxDocument) {
  const bill = document.eInvoice?.ewayBill
  if (!bill?.error || bill.number) return Promise.resolve(null)
  return writeEInvoice(req.payload, document.id, [{ 'eInvoice.ewayBill.error': { exists: true } }], {
    ewayBill: { requestedAt: bill.requestedAt ?? new Date().toISOString(), error: null },
    nextAttemptAt: null,
  })
}

/**
 * Queues a failed e-invoice again, or a refused e-way bill (after staff had the cause fixed); 409 when the document
 * has neither.
 */
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
  if (requeued) {
    workQueueSoon()
    return Response.json({ message: `${document.number} is queued for registration`, eInvoice: eInvoiceAnswerOf(requeued) })
  }
  const billAgain = await retryEwayBill(req, document)
  if (billAgain) {
    workQueueSoon()
    return Response.json({ message: `${document.number}'s e-way bill is asked for again`, eInvoice: eInvoiceAnswerOf(billAgain) })
  }
  const status = document.eInvoice?.status ?? 'not-required'
  throw conflict({ message: `Only a failed e-invoice or a refused e-way bill can be retried; ${document.number} is ${status}.` })
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
