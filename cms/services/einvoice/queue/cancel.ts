import type { Payload, Where } from 'payload'

import type { TaxDocument } from '../../../payload-types'
import { findTaxDocument } from '../../invoices/lookup'
import { IrpError } from '../types'
import type { RegistrationPortal } from './portal'
import { backOffMs } from './register'
import { workQueueSoon } from './wake'
import { writeEInvoice } from './writes'

/** The portal cancels an IRN within 24 hours of its acknowledgement only; later a credit note reverses the invoice. */
export const IRN_CANCEL_WINDOW_MS = 24 * 60 * 60_000

const ORDER_CANCELLED = '3'

/**
 * As an invoiced order is cancelled: when its invoice got its IRN less than 24 hours ago, the queue is asked to cancel
 * the IRN (true: the credit note then needs none). Later, the IRN stays and the invoice says why; the credit note is
 * registered instead (false).
 */
export async function requestIrnCancellation(payload: Payload, invoice: TaxDocument, now = new Date()): Promise<boolean> {
  const stored = invoice.eInvoice
  if (stored?.status !== 'registered' || !stored.irn || !stored.ackDate) return false
  const registered = [{ 'eInvoice.status': { equals: 'registered' } }]
  if (now.getTime() - new Date(stored.ackDate).getTime() >= IRN_CANCEL_WINDOW_MS) {
    await writeEInvoice(payload, invoice.id, registered, {
      errorCode: 'cancel-window',
      errorMessage: `IRN not cancelled: the portal cancels an IRN only within 24 hours of its acknowledgement (${stored.ackDate}). The order's credit note reverses this invoice.`,
    })
    return false
  }
  const requested = await writeEInvoice(payload, invoice.id, [...registered, { 'eInvoice.cancelRequestedAt': { exists: false } }], {
    cancelRequestedAt: now.toISOString(),
    nextAttemptAt: null,
  })
  if (requested) workQueueSoon()
  return requested !== null
}

/**
 * Cancels a claimed invoice's IRN on the portal (reason: order cancelled). An outage keeps the request for a later
 * attempt; a refusal (the 24 hours ran out meanwhile) leaves the IRN registered with the portal's reason, and the
 * order's credit note, issued as not needing an IRN, is queued for one.
 */
export async function cancelIrn(
  payload: Payload,
  invoice: TaxDocument,
  portal: RegistrationPortal,
  { now = new Date(), retryBaseMs }: { now?: Date; retryBaseMs: number },
): Promise<'cancelled' | 'retry' | 'refused'> {
  const attempts = (invoice.eInvoice?.attempts ?? 0) + 1
  const requested: Where[] = [{ 'eInvoice.status': { equals: 'registered' } }, { 'eInvoice.cancelRequestedAt': { exists: true } }]
  let cancelledAt: string
  try {
    ;({ cancelledAt } = await portal.cancel(invoice, ORDER_CANCELLED, 'Order cancelled'))
  } catch (error) {
    if (!(error instanceof IrpError)) throw error
    if (error.kind === 'unavailable') {
      const nextAttemptAt = new Date(now.getTime() + backOffMs(attempts, retryBaseMs)).toISOString()
      await writeEInvoice(payload, invoice.id, requested, { errorCode: error.code, errorMessage: error.message, attempts, nextAttemptAt })
      return 'retry'
    }
    await writeEInvoice(payload, invoice.id, requested, {
      errorCode: error.code,
      errorMessage: `IRN not cancelled: ${error.message} The order's credit note reverses this invoice.`,
      attempts,
      cancelRequestedAt: null,
      nextAttemptAt: null,
    })
    const creditNote = await findTaxDocument(payload, String(invoice.order), 'credit-note')
    if (creditNote) await writeEInvoice(payload, creditNote.id, [{ 'eInvoice.status': { equals: 'not-required' } }], { status: 'pending' })
    return 'refused'
  }
  await writeEInvoice(payload, invoice.id, requested, {
    status: 'cancelled',
    cancelledAt,
    cancelRequestedAt: null,
    errorCode: null,
    errorMessage: null,
    attempts,
    nextAttemptAt: null,
  })
  return 'cancelled'
}
