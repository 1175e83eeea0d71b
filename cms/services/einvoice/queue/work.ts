import type { Payload, Where } from 'payload'

import type { TaxDocument } from '../../../payload-types'
import { cancelIrn } from './cancel'
import { ewayBillWanted, generateEwayBill, requestEwayBill } from './eway-bill'
import type { RegistrationPortal } from './portal'
import { registerDocument } from './register'
import { claimDocument, dueBy } from './writes'

/** How long a claimed document stays with the process working on it: longer than any call to the portal. */
const CLAIM_MS = 2 * 60_000
const BATCH = 25

export type QueueRun = { registered: string[]; retried: string[]; failed: string[]; cancelled: string[]; ewayBills: string[] }

async function due(payload: Payload, where: Where[], now: Date): Promise<TaxDocument[]> {
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { and: [...where, dueBy(now)] },
    sort: 'issuedAt',
    limit: BATCH,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * One pass of the registration queue: registers the pending documents that are due, cancels the IRNs asked to be
 * cancelled and generates the e-way bills asked for (of invoices and of delivery challans), oldest first, each under its own claim, so a document is sent by
 * one process at a time whatever runs beside this one. The pass ends at the first call the portal does not answer:
 * that document waits out its back-off, the others stay due and go together in the first pass the portal answers
 * (during an outage the portal gets one call per pass, not one per document). Returns the document numbers by outcome.
 */
export async function workQueue(
  payload: Payload,
  portal: RegistrationPortal,
  options: { retryBaseMs: number; now?: Date; thirtyDayLimit?: boolean },
): Promise<QueueRun> {
  const run: QueueRun = { registered: [], retried: [], failed: [], cancelled: [], ewayBills: [] }
  const now = options.now ?? new Date()
  for (const document of await due(payload, [{ 'eInvoice.status': { equals: 'pending' } }], now)) {
    const claimed = await claimDocument(payload, document, 'pending', now, CLAIM_MS)
    if (!claimed) continue
    const outcome = await registerDocument(payload, claimed, portal, options)
    run[outcome === 'registered' ? 'registered' : outcome === 'retry' ? 'retried' : 'failed'].push(document.number)
    if (outcome === 'retry') return run
    if (outcome === 'registered') await requestEwayBill(payload, await reread(payload, claimed), now)
  }
  const cancelling: Where[] = [{ 'eInvoice.status': { equals: 'registered' } }, { 'eInvoice.cancelRequestedAt': { exists: true } }]
  for (const document of await due(payload, cancelling, now)) {
    const claimed = await claimDocument(payload, document, 'registered', now, CLAIM_MS)
    if (!claimed) continue
    const outcome = await cancelIrn(payload, claimed, portal, options)
    run[outcome === 'cancelled' ? 'cancelled' : outcome === 'retry' ? 'retried' : 'failed'].push(document.number)
    if (outcome === 'retry') return run
  }
  for (const document of await due(payload, ewayBillWanted, now)) {
    // A challan needs no IRN ('not-required'): its claim holds while it stays so.
    const status = document.eInvoice?.status === 'registered' ? 'registered' : 'not-required'
    const claimed = await claimDocument(payload, document, status, now, CLAIM_MS)
    if (!claimed) continue
    const outcome = await generateEwayBill(payload, claimed, portal, options)
    run[outcome === 'generated' ? 'ewayBills' : outcome === 'retry' ? 'retried' : 'failed'].push(document.number)
    if (outcome === 'retry') return run
  }
  return run
}

const reread = (payload: Payload, document: TaxDocument) =>
  payload.findByID({ collection: 'tax-documents', id: document.id, depth: 0, overrideAccess: true })
