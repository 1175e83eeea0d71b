import { challanEwayBillProblems, TRANSPORT_MODE_CODES, type ChallanEwayBillRequest } from './challan-eway-bill'
import { createGspTransport, type GspSettings } from './gsp-transport'
import { fromEwayBillTime, fromPortalTime, portalDate } from './portal-format'
import type { IrpRequest } from './request'
import {
  IrpError,
  type CancelReason,
  type EwayBill,
  type FoundRegistration,
  type IrpDocumentType,
  type IrpRegistration,
  type PartB,
} from './types'
import { validateIrpRequest } from './validate'

/** The portal's code for "no IRN for these document details". */
const NOT_FOUND = '2154'
/** The e-way bill system's code for "an e-way bill is already generated for this document number". */
const EWAY_BILL_EXISTS = '604'

type RegistrationAnswer = {
  Irn: string
  AckNo: string | number
  AckDt: string
  SignedInvoice: string
  SignedQRCode: string
  EwbNo?: string | number | null
  EwbDt?: string | null
  EwbValidTill?: string | null
}
type EwayBillAnswer = { EwbNo: string | number; EwbDt: string; EwbValidTill?: string | null }
/** The e-way bill system's own answer (GENEWAYBILL, and the bill found by the consignor's document). */
type ConsignorBillAnswer = { ewayBillNo?: string | number | null; ewayBillDate?: string | null; validUpto?: string | null }

function consignorBillOf(answer: ConsignorBillAnswer | null): EwayBill | null {
  if (!answer?.ewayBillNo || !answer.ewayBillDate) return null
  return {
    number: String(answer.ewayBillNo),
    generatedAt: fromEwayBillTime(answer.ewayBillDate),
    validUntil: answer.validUpto ? fromEwayBillTime(answer.validUpto) : null,
  }
}

function ewayBillOf(answer: { EwbNo?: string | number | null; EwbDt?: string | null; EwbValidTill?: string | null }): EwayBill | null {
  if (!answer.EwbNo || !answer.EwbDt) return null
  return {
    number: String(answer.EwbNo),
    generatedAt: fromPortalTime(answer.EwbDt),
    validUntil: answer.EwbValidTill ? fromPortalTime(answer.EwbValidTill) : null,
  }
}

function registrationOf(answer: RegistrationAnswer): IrpRegistration {
  return {
    irn: answer.Irn,
    ackNo: String(answer.AckNo),
    ackDate: fromPortalTime(answer.AckDt),
    signedInvoice: answer.SignedInvoice,
    signedQrCode: answer.SignedQRCode,
    ewayBill: ewayBillOf(answer),
  }
}

/** The registered invoice inside the portal's signed copy (a JWS whose payload's `data` is the invoice as JSON). */
function signedContent(signedInvoice: string): { buyerGstin: string; totalPaise: number } {
  const payload = JSON.parse(Buffer.from(signedInvoice.split('.')[1] ?? '', 'base64url').toString('utf8')) as { data?: unknown }
  const invoice = (typeof payload.data === 'string' ? JSON.parse(payload.data) : payload.data) as Partial<IrpRequest>
  return { buyerGstin: invoice.BuyerDtls?.Gstin ?? '', totalPaise: Math.round((invoice.ValDtls?.TotInvVal ?? 0) * 100) }
}

export type GspClient = {
  /** Registers a document; a request that fails the schema is refused here (`rejected`, code `schema`), never sent. */
  generate(request: IrpRequest): Promise<IrpRegistration>
  /** The registration the portal holds for a document (`date` YYYY-MM-DD), or null when it holds none. */
  findByDocument(document: { type: IrpDocumentType; number: string; date: string }): Promise<FoundRegistration | null>
  /** Cancels an IRN (the portal allows it within 24 hours of its acknowledgement); answers when it was cancelled (ISO). */
  cancel(irn: string, reason: CancelReason, remark: string): Promise<{ cancelledAt: string }>
  generateEwayBill(irn: string, partB: PartB): Promise<EwayBill>
  /**
   * Generates the e-way bill of a document without an IRN (a delivery challan) with the e-way bill system, once: when
   * it answers that the document has one already (a timeout after it was made), that bill is looked up and answered.
   */
  generateChallanEwayBill(request: ChallanEwayBillRequest): Promise<EwayBill>
}

/**
 * The IRP's e-invoice API as the GSP passes it on (auth v1.04, e-invoice and e-way bill by IRN v1.03), and the e-way
 * bill system's API v1.03 for a challan's bill, in the same answer envelope through the same GSP session.
 */
export function createGspClient(settings: GspSettings): GspClient {
  const transport = createGspTransport(settings)
  return {
    async generate(request) {
      const problems = validateIrpRequest(request)
      if (problems.length > 0) {
        throw new IrpError('rejected', 'schema', problems.map((problem) => `${problem.field} ${problem.message}`).join('; '))
      }
      return registrationOf(await transport.call<RegistrationAnswer>('POST', '/eicore/v1.03/Invoice', request))
    },

    async findByDocument({ type, number, date }) {
      const query = new URLSearchParams({ doctype: type, docnum: number, docdate: portalDate(date) })
      try {
        const answer = await transport.call<RegistrationAnswer>('GET', `/eicore/v1.03/Invoice/irnbydocdetails?${query}`)
        return { ...registrationOf(answer), ...signedContent(answer.SignedInvoice) }
      } catch (error) {
        if (error instanceof IrpError && error.code === NOT_FOUND) return null
        throw error
      }
    },

    async cancel(irn, reason, remark) {
      const answer = await transport.call<{ Irn: string; CancelDate: string }>('POST', '/eicore/v1.03/Invoice/Cancel', {
        Irn: irn,
        CnlRsn: reason,
        CnlRem: remark.slice(0, 100),
      })
      return { cancelledAt: fromPortalTime(answer.CancelDate) }
    },

    async generateEwayBill(irn, partB) {
      const answer = await transport.call<EwayBillAnswer>('POST', '/eiewb/v1.03/ewaybill', {
        Irn: irn,
        Distance: partB.distanceKm ?? 0,
        TransMode: TRANSPORT_MODE_CODES[partB.mode],
        TransId: partB.transporterId,
        TransDocNo: partB.documentNumber,
        TransDocDt: portalDate(partB.documentDate),
        ...(partB.mode === 'road' ? { VehNo: partB.vehicleNumber, VehType: 'R' } : {}),
      })
      const bill = ewayBillOf(answer)
      if (!bill) throw new IrpError('unavailable', 'no-ewaybill', 'The portal answered without an e-way bill number')
      return bill
    },

    async generateChallanEwayBill(request) {
      const problems = challanEwayBillProblems(request)
      if (problems.length > 0) {
        throw new IrpError('rejected', 'schema', problems.map((problem) => `${problem.field} ${problem.message}`).join('; '))
      }
      let answer: ConsignorBillAnswer
      try {
        answer = await transport.call<ConsignorBillAnswer>('POST', '/ewaybillapi/v1.03/ewayapi', { action: 'GENEWAYBILL', data: request })
      } catch (error) {
        if (!(error instanceof IrpError) || error.code !== EWAY_BILL_EXISTS) throw error
        const query = new URLSearchParams({ docType: request.docType, docNo: request.docNo })
        answer = await transport.call<ConsignorBillAnswer>('GET', `/ewaybillapi/v1.03/ewayapi/GetEwayBillGeneratedByConsigner?${query}`)
      }
      const bill = consignorBillOf(answer)
      if (!bill) throw new IrpError('unavailable', 'no-ewaybill', 'The e-way bill system answered without an e-way bill number')
      return bill
    },
  }
}
