import type { PayloadRequest, Where } from 'payload'

import type { Return as ReturnView } from '../../contract/after-sale'
import { idOf } from '../../contract/ids'
import { paiseToRupees } from '../../contract/pricing'
import type { IssuedDocument } from '../../contract/tax-document-kinds'
import type { Return } from '../../payload-types'
import { issuedDocuments, withPath } from '../invoices/lookup'

/** A return as the buyer sees it, money in rupees; with the documents issued for it and its replacement order's id. */
export function toReturnView(entry: Return, documents: IssuedDocument[], replacementOrderId: string | null): ReturnView {
  const refund = entry.status === 'REFUNDED' && entry.refund?.amount != null ? entry.refund : null
  return {
    returnId: entry.returnId,
    orderId: entry.orderNumber,
    kind: entry.kind,
    status: entry.status,
    lines: (entry.lines ?? []).map((line) => ({ code: line.code, name: line.name, size: line.size ?? '', quantity: line.quantity })),
    reason: entry.reason,
    note: entry.note ?? null,
    photos: (entry.photos ?? []).length,
    rejectionReason: entry.status === 'REJECTED' ? (entry.rejectionReason ?? null) : null,
    refund: refund
      ? { amount: paiseToRupees(refund.amount ?? 0), method: refund.method ?? 'MANUAL', reference: refund.reference ?? null }
      : null,
    creditNoteNumber: documents.find((document) => document.kind === 'credit-note')?.number ?? null,
    documents,
    replacementOrderId,
    date: entry.createdAt,
  }
}

/**
 * The customer's returns, newest first, with their documents (credit notes) and replacement orders' ids; `seen`, when
 * given, widens them to every return the customer may read (their company's, for its admins and accounts).
 */
export async function myReturns(req: PayloadRequest, customerId: string, seen?: Where): Promise<ReturnView[]> {
  const { docs } = await req.payload.find({
    collection: 'returns',
    where: seen ?? { customer: { equals: customerId } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const orderIds = [...new Set(docs.map((entry) => idOf(entry.order)))]
  const replacementIds = docs.map((entry) => idOf(entry.replacementOrder)).filter((id): id is string => Boolean(id))
  const [issued, replacements] = await Promise.all([
    issuedDocuments(req, orderIds),
    replacementIds.length
      ? req.payload.find({
          collection: 'orders',
          where: { id: { in: replacementIds } },
          select: { orderId: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
      : { docs: [] },
  ])
  const replacementOrderIds = new Map(replacements.docs.map((doc) => [String(doc.id), String((doc as { orderId?: string }).orderId)]))
  return docs.map((entry) => {
    const documents = (issued.get(idOf(entry.order)) ?? [])
      .filter((row) => row.returnId === entry.returnId)
      .map((row) => withPath(row, entry.orderNumber))
    return toReturnView(entry, documents, replacementOrderIds.get(String(idOf(entry.replacementOrder))) ?? null)
  })
}
