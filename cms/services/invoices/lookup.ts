import type { Payload, PayloadRequest } from 'payload'

import { taxDocumentPath, type IssuedDocument, type TaxDocumentKind } from '../../contract/tax-document-kinds'
import type { TaxDocument } from '../../payload-types'
import { awaitsIrn } from '../einvoice/queue/stored'
import { documentKey, returnIdOfKey } from './document-key'

/** A document issued for an order: its kind and number, and the return it was issued for (null: the order's own). */
export type IssuedRow = Omit<IssuedDocument, 'path'>

/** The documents issued for these orders and their returns, by order id, oldest first. */
export async function issuedDocuments(req: PayloadRequest, orderIds: string[]): Promise<Map<string, IssuedRow[]>> {
  const byOrder = new Map<string, IssuedRow[]>()
  if (orderIds.length === 0) return byOrder
  const { docs } = await req.payload.find({
    collection: 'tax-documents',
    where: { order: { in: orderIds } },
    select: { number: true, kind: true, order: true, orderKind: true, issuedAt: true, eInvoice: { status: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const document of docs.toSorted((a, b) => a.issuedAt.localeCompare(b.issuedAt))) {
    const orderId = String(document.order)
    const row = {
      kind: document.kind,
      number: document.number,
      returnId: returnIdOfKey(document.orderKind),
      registering: awaitsIrn(document),
    }
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), row])
  }
  return byOrder
}

/** An issued document with its download path, given the public id of its order (`NS-1001`). */
export const withPath = (row: IssuedRow, orderId: string): IssuedDocument => ({
  ...row,
  path: taxDocumentPath(row.kind, row.returnId ? { returnId: row.returnId } : { orderId }),
})

/** The frozen document of one kind issued for an order (or, with `returnId`, for that return of it), or null. */
export async function findTaxDocument(
  payload: Payload,
  orderId: string,
  kind: TaxDocumentKind,
  returnId?: string,
): Promise<TaxDocument | null> {
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { orderKind: { equals: documentKey(orderId, kind, returnId) } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
