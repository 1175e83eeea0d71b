import type { Payload, Where } from 'payload'

import type { Order, TaxDocument } from '../../../payload-types'
import { IrpError, type PartB } from '../types'
import type { RegistrationPortal } from './portal'
import { backOffMs } from './register'
import { writeEInvoice } from './writes'

const orderIdOf = (document: TaxDocument) => (typeof document.order === 'string' ? document.order : document.order.id)

/** The Part B the invoice's order shipped with, as the portal takes it; null when it shipped without (below the threshold). */
async function partBOf(payload: Payload, document: TaxDocument): Promise<PartB | null> {
  const order = (await payload.findByID({
    collection: 'orders',
    id: orderIdOf(document),
    depth: 0,
    select: { shipment: true },
    overrideAccess: true,
    disableErrors: true,
  })) as Pick<Order, 'shipment'> | null
  const partB = order?.shipment?.partB
  if (!partB?.mode || !partB.transporterId || !partB.documentNumber || !partB.documentDate) return null
  return {
    mode: partB.mode,
    transporterId: partB.transporterId,
    documentNumber: partB.documentNumber,
    documentDate: partB.documentDate,
    vehicleNumber: partB.vehicleNumber ?? null,
    distanceKm: partB.distanceKm ?? null,
  }
}

/**
 * As an invoice is registered: when its order shipped with Part B and the portal's answer carried no e-way bill, the
 * queue is asked to generate one (the next pass does, under its own claim). True when asked.
 */
export async function requestEwayBill(payload: Payload, invoice: TaxDocument, now: Date): Promise<boolean> {
  if (invoice.kind !== 'invoice' || invoice.eInvoice?.ewayBill?.number) return false
  if (!(await partBOf(payload, invoice))) return false
  const registered: Where[] = [{ 'eInvoice.status': { equals: 'registered' } }, { 'eInvoice.ewayBill.requestedAt': { exists: false } }]
  return (await writeEInvoice(payload, invoice.id, registered, { ewayBill: { requestedAt: now.toISOString() } })) !== null
}

/**
 * The documents whose e-way bill is asked for and neither generated nor refused yet: registered invoices (by their
 * IRN) and delivery challans (which have none: their bill is generated on its own).
 */
export const ewayBillWanted: Where[] = [
  { or: [{ 'eInvoice.status': { equals: 'registered' } }, { kind: { equals: 'delivery-challan' } }] },
  { 'eInvoice.ewayBill.requestedAt': { exists: true } },
  { 'eInvoice.ewayBill.number': { exists: false } },
  { 'eInvoice.ewayBill.error': { exists: false } },
]

/**
 * Generates a claimed document's e-way bill with the portal (an invoice's by its IRN, a challan's on its own) from its
 * order's Part B, and stores its number and validity, once. An outage keeps the request for a later attempt; a refusal is kept with the portal's code and
 * text for staff (the goods need an e-way bill before they move).
 */
export async function generateEwayBill(
  payload: Payload,
  invoice: TaxDocument,
  portal: RegistrationPortal,
  { now = new Date(), retryBaseMs }: { now?: Date; retryBaseMs: number },
): Promise<'generated' | 'retry' | 'refused'> {
  const attempts = (invoice.eInvoice?.attempts ?? 0) + 1
  const partB = await partBOf(payload, invoice)
  const requestedAt = invoice.eInvoice?.ewayBill?.requestedAt ?? now.toISOString()
  const refuse = async (error: string) => {
    await writeEInvoice(payload, invoice.id, ewayBillWanted, { ewayBill: { requestedAt, error }, nextAttemptAt: null })
    return 'refused' as const
  }
  if (!partB) return refuse('The order has no complete Part B to generate the e-way bill from')
  try {
    const bill = await portal.generateEwayBill(invoice, partB)
    await writeEInvoice(payload, invoice.id, ewayBillWanted, {
      ewayBill: { requestedAt, number: bill.number, generatedAt: bill.generatedAt, validUntil: bill.validUntil },
      nextAttemptAt: null,
    })
    return 'generated'
  } catch (error) {
    if (!(error instanceof IrpError)) throw error
    if (error.kind === 'unavailable') {
      const nextAttemptAt = new Date(now.getTime() + backOffMs(attempts, retryBaseMs)).toISOString()
      await writeEInvoice(payload, invoice.id, ewayBillWanted, { attempts, nextAttemptAt })
      return 'retry'
    }
    return refuse(`${error.code}: ${error.message}`)
  }
}
