import type { PayloadRequest } from 'payload'

import { kindContract } from '../../contract/tax-document-kinds'
import type { TaxDocument } from '../../payload-types'

/** One tax document of an order as its e-invoice panel shows it: words only, no raw portal fields. */
export type EInvoiceView = {
  number: string
  title: string
  /** `not-required`: a delivery challan, shown for the e-way bill it has without an IRN. */
  status: 'pending' | 'registered' | 'failed' | 'cancelled' | 'not-required'
  irn: string | null
  ackNo: string | null
  ackDate: string | null
  ewayBill: { number: string | null; validUntil: string | null; error: string | null; requested: boolean } | null
  error: string | null
}

type Stored = Pick<TaxDocument, 'number' | 'kind' | 'issuedAt' | 'eInvoice'>

/** Whether the order page shows the document: it needs an IRN, or (a delivery challan) it asked an e-way bill of its own. */
const shown = (document: Stored) =>
  Boolean(document.eInvoice?.status && document.eInvoice.status !== 'not-required') || Boolean(document.eInvoice?.ewayBill?.requestedAt)

/**
 * The e-invoices of an order's documents (invoice, credit notes, a challan's own e-way bill), oldest first; documents
 * that need neither an IRN nor an e-way bill are left out.
 */
export function eInvoiceViews(documents: readonly Stored[]): EInvoiceView[] {
  return documents
    .filter(shown)
    .toSorted((a, b) => a.issuedAt.localeCompare(b.issuedAt))
    .map(({ number, kind, eInvoice }) => {
      const stored = eInvoice!
      const bill = stored.ewayBill
      const billed = bill && (bill.number || bill.error || bill.requestedAt)
      return {
        number,
        title: `${kindContract(kind).label} ${number}`,
        status: stored.status as EInvoiceView['status'],
        irn: stored.irn ?? null,
        ackNo: stored.ackNo ?? null,
        ackDate: stored.ackDate ?? null,
        ewayBill: billed
          ? { number: bill.number ?? null, validUntil: bill.validUntil ?? null, error: bill.error ?? null, requested: !!bill.requestedAt }
          : null,
        error: stored.errorMessage ? `${stored.errorCode ? `${stored.errorCode}: ` : ''}${stored.errorMessage}` : null,
      }
    })
}

/** True while the registration queue still has something to write on one of them: the panel then reads them again. */
export const stillRegistering = (views: readonly EInvoiceView[]): boolean =>
  views.some((view) => view.status === 'pending' || (view.ewayBill?.requested && !view.ewayBill.number && !view.ewayBill.error))

/** The numbers of the registered documents, one string: the download links are read again when it changes. */
export const registeredNumbers = (views: readonly EInvoiceView[]): string =>
  views
    .filter((view) => view.status === 'registered')
    .map((view) => view.number)
    .join(' ')

/** The e-invoices of the order's documents, read for its admin page. */
export async function eInvoicesOf(req: PayloadRequest, orderId: string): Promise<EInvoiceView[]> {
  const { docs } = await req.payload.find({
    collection: 'tax-documents',
    where: { order: { equals: orderId } },
    select: { number: true, kind: true, issuedAt: true, eInvoice: true },
    depth: 0,
    pagination: false,
    req,
  })
  return eInvoiceViews(docs as Stored[])
}
