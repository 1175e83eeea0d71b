import type { PayloadRequest } from 'payload'

import { paiseToRupees } from '../../contract/pricing'
import { csvText } from '../../lib/csv'
import type { TaxDocument } from '../../payload-types'
import type { TaxDocumentData } from '../invoices/document'
import { requiresEInvoice } from './request'

/** A tax document as the reconciliation reads it. */
export type ReconciledDocument = Pick<TaxDocument, 'number' | 'kind' | 'data' | 'eInvoice'>

export const RECONCILIATION_HEADER = [
  'document',
  'kind',
  'date',
  'buyerGstin',
  'total',
  'status',
  'irn',
  'ackNo',
  'ackDate',
  'cancelledAt',
  'ewayBill',
  'ewayBillValidUntil',
  'errorCode',
  'error',
]

/** What the month comes to: documents that need an IRN, how many have one, how many do not yet, and what else. */
export type ReconciliationSummary = {
  documents: number
  registered: number
  withoutIrn: number
  cancelled: number
  ewayBills: number
}

/** The documents the portal must know: B2B invoices and credit notes, whatever e-invoicing was set to at issue. */
const needingIrn = (documents: readonly ReconciledDocument[]) =>
  documents.filter((document) => requiresEInvoice(document.data as TaxDocumentData))

/**
 * One row per B2B invoice and credit note, in the order given, with what the shop holds of its registration: the
 * accountant matches them line by line against the portal's records. A document issued while e-invoicing was off shows
 * as `not-required` without an IRN. Rupees, two decimals; dates as stored.
 */
export function reconciliationRows(documents: readonly ReconciledDocument[]): (string | number)[][] {
  return needingIrn(documents).map((document) => {
    const data = document.data as TaxDocumentData
    const stored = document.eInvoice
    return [
      document.number,
      document.kind,
      data.date,
      data.buyer.gstin ?? '',
      paiseToRupees(data.totals.grandTotal),
      stored?.status ?? 'not-required',
      stored?.irn ?? '',
      stored?.ackNo ?? '',
      stored?.ackDate ?? '',
      stored?.cancelledAt ?? '',
      stored?.ewayBill?.number ?? '',
      stored?.ewayBill?.validUntil ?? '',
      stored?.errorCode ?? '',
      stored?.errorMessage ?? '',
    ]
  })
}

export function reconciliationSummary(documents: readonly ReconciledDocument[]): ReconciliationSummary {
  const needed = needingIrn(documents)
  const count = (test: (document: ReconciledDocument) => boolean) => needed.filter(test).length
  return {
    documents: needed.length,
    registered: count((document) => document.eInvoice?.status === 'registered'),
    withoutIrn: count((document) => !document.eInvoice?.irn),
    cancelled: count((document) => document.eInvoice?.status === 'cancelled'),
    ewayBills: count((document) => Boolean(document.eInvoice?.ewayBill?.number)),
  }
}

export const reconciliationCsv = (documents: readonly ReconciledDocument[]) =>
  csvText([RECONCILIATION_HEADER, ...reconciliationRows(documents)])

/** The tax documents issued in the month (India time), in issue order per kind. */
export async function documentsOfMonth(req: PayloadRequest, range: { from: string; to: string }): Promise<ReconciledDocument[]> {
  const { docs } = await req.payload.find({
    collection: 'tax-documents',
    where: { and: [{ issuedAt: { greater_than_equal: range.from } }, { issuedAt: { less_than: range.to } }] },
    sort: ['kind', 'sequence'],
    select: { number: true, kind: true, data: true, eInvoice: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}
