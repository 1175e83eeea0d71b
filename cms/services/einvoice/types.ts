/**
 * What the shop keeps of, and asks of, the Invoice Registration Portal (IRP) through a GST Suvidha Provider (GSP):
 * the shapes shared by the request builder, the GSP client, the registration queue and the printed documents.
 */

/** The IRP's document types: tax invoice, credit note, debit note. */
export type IrpDocumentType = 'INV' | 'CRN' | 'DBN'

/** An e-way bill generated for a consignment; dates are ISO 8601. */
export type EwayBill = { number: string; generatedAt: string; validUntil: string | null }

/** What the IRP answers for a registered document; `ackDate` is ISO 8601. */
export type IrpRegistration = {
  irn: string
  ackNo: string
  ackDate: string
  signedInvoice: string
  /** The signed QR string the document prints as a QR code. */
  signedQrCode: string
  ewayBill: EwayBill | null
}

/** A registration found by document type, number and date (after a timeout, or the portal's duplicate answer). */
export type FoundRegistration = IrpRegistration & { buyerGstin: string; totalPaise: number }

/** How the goods travel: the e-way bill's Part B. */
export type TransportMode = 'road' | 'rail' | 'air' | 'ship'
export type PartB = {
  mode: TransportMode
  /** The transporter's id or the courier's GSTIN. */
  transporterId: string
  /** The transport document: the courier's AWB. */
  documentNumber: string
  /** YYYY-MM-DD. */
  documentDate: string
  /** Required when the mode is road. */
  vehicleNumber: string | null
  distanceKm: number | null
}

/** The portal's cancellation reasons: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other. */
export type CancelReason = '1' | '2' | '3' | '4'

/**
 * Why a call failed. `rejected`: the portal refused the data (its error code and text, e.g. an invalid buyer GSTIN),
 * retrying unchanged will not help. `duplicate`: the portal already holds an IRN for the document (its code 2150).
 * `unavailable`: no answer, a timeout or a 5xx; retry later, the IRN may or may not exist.
 */
export type IrpFailureKind = 'rejected' | 'duplicate' | 'unavailable'

export class IrpError extends Error {
  constructor(
    readonly kind: IrpFailureKind,
    /** The portal's error code ("2150", "3028"), or "network" / "timeout" / "http-503". */
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'IrpError'
  }
}

/** Where the registration of one tax document stands, as stored on it and shown to staff. */
export type EInvoiceStatus = 'pending' | 'registered' | 'failed' | 'cancelled' | 'not-required'

/** What a tax document stores of its e-invoice (its `eInvoice` group) and its JSON answers under `eInvoice`. */
export type StoredEInvoice = {
  status: EInvoiceStatus
  irn: string | null
  ackNo: string | null
  /** ISO 8601. */
  ackDate: string | null
  signedInvoice: string | null
  signedQrCode: string | null
  ewayBill: EwayBill | null
  /** The last failure: the portal's code and text. */
  errorCode: string | null
  errorMessage: string | null
  attempts: number
  /** ISO 8601. */
  cancelledAt: string | null
}
