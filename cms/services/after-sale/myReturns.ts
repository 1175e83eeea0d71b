import type { PayloadRequest } from 'payload'

import type { Return as ReturnView } from '../../contract/after-sale'
import { idOf } from '../../contract/ids'
import { paiseToRupees } from '../../contract/pricing'
import type { Return, TaxDocument } from '../../payload-types'

/** A return as the buyer sees it, money in rupees. */
export function toReturnView(entry: Return, numbers: { creditNote: Map<string, string>; orders: Map<string, string> }): ReturnView {
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
    creditNoteNumber: numbers.creditNote.get(String(idOf(entry.creditNote))) ?? null,
    replacementOrderId: numbers.orders.get(String(idOf(entry.replacementOrder))) ?? null,
    date: entry.createdAt,
  }
}

/** The customer's returns, newest first, with their credit-note numbers and replacement orders' ids. */
export async function myReturns(req: PayloadRequest, customerId: string): Promise<ReturnView[]> {
  const { docs } = await req.payload.find({
    collection: 'returns',
    where: { customer: { equals: customerId } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const creditNoteIds = docs.map((entry) => idOf(entry.creditNote)).filter((id): id is string => Boolean(id))
  const orderIds = docs.map((entry) => idOf(entry.replacementOrder)).filter((id): id is string => Boolean(id))
  const [creditNotes, orders] = await Promise.all([
    creditNoteIds.length
      ? req.payload.find({
          collection: 'tax-documents',
          where: { id: { in: creditNoteIds } },
          select: { number: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
      : { docs: [] },
    orderIds.length
      ? req.payload.find({
          collection: 'orders',
          where: { id: { in: orderIds } },
          select: { orderId: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
      : { docs: [] },
  ])
  const numbers = {
    creditNote: new Map(creditNotes.docs.map((doc) => [String(doc.id), String((doc as { number?: string }).number)])),
    orders: new Map(orders.docs.map((doc) => [String(doc.id), String((doc as { orderId?: string }).orderId)])),
  }
  return docs.map((entry) => toReturnView(entry, numbers))
}

/** The frozen credit note of one of the customer's returns (or, with no customer, of any return), or null. */
export async function returnCreditNote(req: PayloadRequest, returnId: string, customerId: string | null): Promise<TaxDocument | null> {
  const { docs } = await req.payload.find({
    collection: 'returns',
    where: { and: [{ returnId: { equals: returnId } }, ...(customerId ? [{ customer: { equals: customerId } }] : [])] },
    select: { creditNote: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const id = idOf(docs[0]?.creditNote)
  return id ? req.payload.findByID({ collection: 'tax-documents', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
}
