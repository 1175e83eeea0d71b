import type { TaxDocumentKind } from '../../../contract/tax-document-kinds'
import { creditNoteKind } from './credit-note'
import { deliveryChallanKind } from './delivery-challan'
import { invoiceKind } from './invoice'
import type { TaxDocumentKindDescriptor } from './kind'

/** Every kind of tax document the shop issues, in the order the status emails look for them. */
const KINDS: Record<TaxDocumentKind, TaxDocumentKindDescriptor> = {
  invoice: invoiceKind,
  'credit-note': creditNoteKind,
  'delivery-challan': deliveryChallanKind,
}

export const kindOf = (kind: TaxDocumentKind): TaxDocumentKindDescriptor => KINDS[kind]

export const allKinds = (): TaxDocumentKindDescriptor[] => Object.values(KINDS)
