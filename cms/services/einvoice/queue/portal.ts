import type { TaxDocument } from '../../../payload-types'
import type { CancelReason, EwayBill, FoundRegistration, IrpRegistration, PartB } from '../types'

/**
 * The portal as the registration queue uses it: register a tax document, find what the portal holds for its type,
 * number and date, cancel an IRN, generate an e-way bill. Failures are `IrpError`s; anything else thrown means the request could not be built
 * from the document.
 */
export type RegistrationPortal = {
  register(document: TaxDocument): Promise<IrpRegistration>
  find(document: TaxDocument): Promise<FoundRegistration | null>
  /** Cancels the document's IRN; answers when the portal cancelled it (ISO 8601). */
  cancel(document: TaxDocument, reason: CancelReason, remark: string): Promise<{ cancelledAt: string }>
  /** Generates the e-way bill of a consignment: a registered invoice's by its IRN, a delivery challan's on its own. */
  generateEwayBill(document: TaxDocument, partB: PartB): Promise<EwayBill>
}
