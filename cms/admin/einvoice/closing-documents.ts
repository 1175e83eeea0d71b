import type { Payload, PayloadRequest } from 'payload'

import { REPORTING_DAYS, reportingWindow } from '../../lib/reporting-window'
import { addDays, shopDay, startOfShopDay } from '../../lib/shop-time'
import type { TaxDocument } from '../../payload-types'

/** A document not yet registered whose last day for registration is near. */
export type ClosingDocument = { id: string; number: string; date: string; status: string; lastDay: string }

type Unregistered = Pick<TaxDocument, 'id' | 'number' | 'data' | 'eInvoice'>

/** The documents from day 25 to day 30 of their date, soonest last day first: past day 30 the queue refuses them. */
export function closingDocuments(documents: readonly Unregistered[], now: Date): ClosingDocument[] {
  return documents
    .flatMap((document) => {
      const { date } = document.data as { date: string }
      const window = reportingWindow(date, now)
      if (window.state !== 'closing') return []
      return [{ id: document.id, number: document.number, date, status: document.eInvoice?.status ?? 'pending', lastDay: window.lastDay }]
    })
    .toSorted((a, b) => a.lastDay.localeCompare(b.lastDay) || a.number.localeCompare(b.number))
}

/** The pending and failed e-invoices issued within the last 30 days that are in their last days. */
export async function findClosingDocuments(payload: Payload, user: PayloadRequest['user'], now = new Date()): Promise<ClosingDocument[]> {
  const since = startOfShopDay(addDays(shopDay(now), -(REPORTING_DAYS + 1))).toISOString()
  const { docs } = await payload.find({
    collection: 'tax-documents',
    where: { and: [{ 'eInvoice.status': { in: ['pending', 'failed'] } }, { issuedAt: { greater_than_equal: since } }] },
    select: { number: true, data: true, eInvoice: { status: true } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return closingDocuments(docs, now)
}
