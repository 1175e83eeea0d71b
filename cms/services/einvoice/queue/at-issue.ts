import { env } from '../../../env'
import type { Order } from '../../../payload-types'
import type { TaxDocumentData } from '../../invoices/document'
import { requiresEInvoice } from '../request'

/**
 * A document the portal must register (a B2B invoice or credit note) enters the queue as it is issued, while
 * e-invoicing is on; every other document, or every document with it off, needs no IRN.
 */
export function eInvoiceStatusAtIssue(data: Record<string, unknown>, enabled = env().EINVOICE_ENABLED): 'pending' | 'not-required' {
  return enabled && requiresEInvoice(data as TaxDocumentData) ? 'pending' : 'not-required'
}

/**
 * Whether a delivery challan's e-way bill is asked for as it is issued: e-invoicing on (the same GSP session makes the
 * bill) and the order shipping with Part B (its goods worth more than the threshold).
 */
export function ewayBillAtIssue(order: Pick<Order, 'shipment'>, enabled = env().EINVOICE_ENABLED): boolean {
  return enabled && Boolean(order.shipment?.partB?.mode)
}
