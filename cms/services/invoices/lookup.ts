import type { Payload, PayloadRequest } from 'payload'

import type { TaxDocumentKind } from '../../contract/tax-documents'
import type { TaxDocument } from '../../payload-types'

export type TaxDocumentNumbers = Partial<Record<TaxDocumentKind, string>>

/** The numbers of the invoices and credit notes issued for these orders, by order id. */
export async function taxDocumentNumbers(req: PayloadRequest, orderIds: string[]): Promise<Map<string, TaxDocumentNumbers>> {
  const byOrder = new Map<string, TaxDocumentNumbers>()
  if (orderIds.length === 0) return byOrder
  const { docs } = await req.payload.find({
    collection: 'tax-documents',
    where: { order: { in: orderIds } },
    select: { number: true, kind: true, order: true, orderKind: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const document of docs) {
    const orderId = String(document.order)
    // A return's credit note belongs to the return (GET /return/getMyReturns), not to the order's own documents.
    if (document.orderKind !== `${orderId}:${document.kind}`) continue
    byOrder.set(orderId, { ...byOrder.get(orderId), [document.kind]: document.number })
  }
  return byOrder
}

/** The frozen document of one kind issued for an order, or null. */
export async function findTaxDocument(payload: Payload, orderId: string, kind: TaxDocumentKind): Promise<TaxDocument | null> {
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { orderKind: { equals: `${orderId}:${kind}` } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
