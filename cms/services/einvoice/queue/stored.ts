import type { TaxDocument } from '../../../payload-types'
import type { EInvoiceStatus, StoredEInvoice } from '../types'

/** A tax document's e-invoice as `StoredEInvoice` (documents issued before e-invoicing read as not required). */
export function storedEInvoiceOf(document: Pick<TaxDocument, 'eInvoice'>): StoredEInvoice {
  const stored = document.eInvoice ?? {}
  const bill = stored.ewayBill
  return {
    status: (stored.status ?? 'not-required') as EInvoiceStatus,
    irn: stored.irn ?? null,
    ackNo: stored.ackNo ?? null,
    ackDate: stored.ackDate ?? null,
    signedInvoice: stored.signedInvoice ?? null,
    signedQrCode: stored.signedQrCode ?? null,
    ewayBill: bill?.number ? { number: bill.number, generatedAt: bill.generatedAt ?? '', validUntil: bill.validUntil ?? null } : null,
    errorCode: stored.errorCode ?? null,
    errorMessage: stored.errorMessage ?? null,
    attempts: stored.attempts ?? 0,
    cancelledAt: stored.cancelledAt ?? null,
  }
}

/** What a document's JSON form answers of its e-invoice: the registration a buyer's system needs, and its status. */
type EInvoiceAnswer = Pick<StoredEInvoice, 'status' | 'irn' | 'ackNo' | 'ackDate' | 'signedQrCode' | 'ewayBill'>

export function eInvoiceAnswerOf(document: Pick<TaxDocument, 'eInvoice'>): EInvoiceAnswer {
  const { status, irn, ackNo, ackDate, signedQrCode, ewayBill } = storedEInvoiceOf(document)
  return { status, irn, ackNo, ackDate, signedQrCode, ewayBill }
}

/**
 * Whether the document waits for its IRN (pending, or failed until staff retry it): a document the law wants
 * registered is not handed out until the IRN can be printed on it.
 */
export const awaitsIrn = (document: Pick<TaxDocument, 'eInvoice'>): boolean =>
  document.eInvoice?.status === 'pending' || document.eInvoice?.status === 'failed'
