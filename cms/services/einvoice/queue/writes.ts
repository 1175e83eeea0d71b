import type { Payload, Where } from 'payload'

import { updateWhere } from '../../../database'
import type { TaxDocument } from '../../../payload-types'
import type { IrpRegistration } from '../types'

type EInvoiceGroup = NonNullable<TaxDocument['eInvoice']>

const TAX_DOCUMENTS = 'tax-documents'

/** Writes part of a document's `eInvoice` group when `where` still holds: one conditional write, null when it did not. */
export function writeEInvoice(payload: Payload, id: string, where: Where[], eInvoice: EInvoiceGroup): Promise<TaxDocument | null> {
  return updateWhere<TaxDocument>(payload, TAX_DOCUMENTS, { and: [{ id: { equals: id } }, ...where] }, { eInvoice })
}

/** Due now: never tried, or its next attempt's time has come (a claim that outlived its process ends the same way). */
export const dueBy = (now: Date): Where => ({
  or: [{ 'eInvoice.nextAttemptAt': { exists: false } }, { 'eInvoice.nextAttemptAt': { less_than_equal: now.toISOString() } }],
})

/**
 * Claims a due document for `holdMs`: moves its next attempt past the claim, so no other process picks it up while
 * this one talks to the portal. Of two processes claiming together the database lets one win.
 */
export async function claimDocument(
  payload: Payload,
  document: TaxDocument,
  status: 'pending' | 'registered' | 'not-required',
  now: Date,
  holdMs: number,
) {
  const until = new Date(now.getTime() + holdMs).toISOString()
  return writeEInvoice(payload, document.id, [{ 'eInvoice.status': { equals: status } }, dueBy(now)], { nextAttemptAt: until })
}

/** Stores the IRN, once: the write holds only while the document has none, so a late second answer changes nothing. */
export function storeRegistration(payload: Payload, document: TaxDocument, registration: IrpRegistration) {
  return writeEInvoice(payload, document.id, [{ 'eInvoice.irn': { exists: false } }], {
    status: 'registered',
    irn: registration.irn,
    ackNo: registration.ackNo,
    ackDate: registration.ackDate,
    signedInvoice: registration.signedInvoice,
    signedQrCode: registration.signedQrCode,
    ...(registration.ewayBill
      ? {
          ewayBill: {
            number: registration.ewayBill.number,
            generatedAt: registration.ewayBill.generatedAt,
            validUntil: registration.ewayBill.validUntil,
          },
        }
      : {}),
    errorCode: null,
    errorMessage: null,
    attempts: (document.eInvoice?.attempts ?? 0) + 1,
    nextAttemptAt: null,
  })
}
