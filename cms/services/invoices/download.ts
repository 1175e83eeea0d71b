import type { PayloadRequest, Where } from 'payload'

import type { TaxDocumentKind } from '../../contract/tax-documents'
import { isCustomer } from '../../access/roles'
import { hasRole } from '../../access'
import { notFound, unauthorized } from '../../lib/http-errors'
import type { Order } from '../../payload-types'
import type { TaxDocumentData } from './document'
import { findTaxDocument } from './lookup'
import { renderTaxDocumentPdf } from './pdf'
import { toInvoiceJson } from './view'

const NOT_FOUND: Record<TaxDocumentKind, string> = {
  invoice: 'Invoice not found',
  'credit-note': 'Credit note not found',
  'delivery-challan': 'Delivery challan not found',
}

/**
 * The frozen document of an order the caller may see: the buyer's own order, or any order for order managers.
 * Anything else, including an order without the document yet, is the same 404, so nothing hints that the order exists.
 */
async function visibleDocument(req: PayloadRequest, orderId: string, kind: TaxDocumentKind): Promise<TaxDocumentData> {
  const where: Where = isCustomer(req.user)
    ? { and: [{ orderId: { equals: orderId } }, { customer: { equals: req.user!.id } }] }
    : { orderId: { equals: orderId } }
  if (!req.user) throw unauthorized()
  if (!isCustomer(req.user) && !hasRole(req.user, 'order-manager')) throw notFound(NOT_FOUND[kind])
  const order = await req.payload.db.findOne<Order>({ collection: 'orders', where, select: { id: true }, req })
  const document = order ? await findTaxDocument(req.payload, String(order.id), kind) : null
  if (!document) throw notFound(NOT_FOUND[kind])
  return document.data as TaxDocumentData
}

/** The order's document of this kind, if the caller may see it (else 404). */
export async function taxDocumentResponse(req: PayloadRequest, orderId: string, kind: TaxDocumentKind): Promise<Response> {
  return documentResponse(req, await visibleDocument(req, orderId, kind))
}

/** A frozen document as the caller asked for it: `?format=json` → its JSON; otherwise its PDF, named after its number. */
export async function documentResponse(req: PayloadRequest, data: TaxDocumentData): Promise<Response> {
  if (req.searchParams?.get('format') === 'json') {
    return Response.json({ data: toInvoiceJson(data) }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
  const pdf = await renderTaxDocumentPdf(data)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileNameOf(data.number)}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** `NS/26-27/000123` → `NS-26-27-000123`: a slash cannot be part of a file name. */
export function fileNameOf(number: string): string {
  return number.replaceAll('/', '-')
}
