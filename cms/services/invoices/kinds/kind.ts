import type { TaxDocumentKind } from '../../../contract/tax-document-kinds'
import type { Order } from '../../../payload-types'
import type { SellerIdentity } from '../compose'
import type { TaxDocumentData } from '../document'

/** How GSTR-1 reports a document that is a supply (or reverses one) in its tax tables. */
type Gstr1Supply = {
  /** 1 adds to the month's supplies, -1 takes away (B2CS and HSN totals). */
  sign: 1 | -1
  /** The table of its rows for a buyer with a GSTIN. */
  section: 'B2B' | 'CDNR'
  /** The row's `type` column. */
  type: (data: TaxDocumentData) => string
}

/**
 * Everything the server does differently for one kind of tax document, in one place: its series, what its PDF calls
 * it, how GSTR-1 reports it and which status email carries it. Its labels and routes are in the contract
 * (cms/contract/tax-document-kinds.ts); the file of each kind also holds how it is composed.
 */
export type TaxDocumentKindDescriptor = {
  kind: TaxDocumentKind
  /** The prefix of its series: `NS` → `NS/26-27/000001`. */
  prefix: (seller: SellerIdentity) => string
  pdf: {
    /** Heading and the PDF's title: "TAX INVOICE". */
    title: string
    /** Before "number" and "date": "Invoice number". */
    document: string
    /** Before the invoice it refers to, when it names one: "Against invoice NS/26-27/000001 dated …". */
    against: string
    /** Why it is issued, printed among its facts; null when its title says enough. */
    reason: string | null
    /** Whether the totals show taxable value and tax before the total. */
    taxRows: boolean
    /** The label of the total. */
    total: string
  }
  gstr1: {
    /** Its rows in the B2B/CDNR, B2CS and HSN tables; null when it is no supply and stays out of them. */
    supply: Gstr1Supply | null
    /** Table 13 (documents issued): the nature of document its series is counted under. */
    nature: string
  }
  /** The order status whose email carries the order's document of this kind; null when no email does. */
  mailedWith: Order['status'] | null
}
