import { z } from 'zod'

/** What a tax document belongs to: its order, or one return of the order (the credit note of a refunded return). */
export type TaxDocumentOwner = { orderId: string } | { returnId: string }

type KindContract = {
  /** What lists call it; its download button says "Download <label in lower case>". */
  label: string
  /** Said after its number in the buyer's Order History: "Delivery challan: DC/26-27/000001 (free replacement)". */
  note?: string
  /** Its downloads under the shop API, by owner: the PDF, or its JSON with `?format=json`. */
  routes: { order?: `/order/${string}/{orderId}`; return?: `/return/${string}/{returnId}` }
}

/**
 * The kinds of frozen tax document, as buyers, staff and the shop API's routes know them. How each is numbered,
 * composed, printed and reported lives beside it on the server (cms/services/invoices/kinds, decision 044).
 */
export const TAX_DOCUMENT_KIND_CONTRACTS = {
  invoice: { label: 'Invoice', routes: { order: '/order/invoice/{orderId}' } },
  'credit-note': {
    label: 'Credit note',
    routes: { order: '/order/creditNote/{orderId}', return: '/return/creditNote/{returnId}' },
  },
  /** Goes with goods sent without a sale: the free replacement of returned goods (decision 039). */
  'delivery-challan': { label: 'Delivery challan', note: 'free replacement', routes: { order: '/order/deliveryChallan/{orderId}' } },
} as const satisfies Record<string, KindContract>

export type TaxDocumentKind = keyof typeof TAX_DOCUMENT_KIND_CONTRACTS
export const TAX_DOCUMENT_KINDS = Object.keys(TAX_DOCUMENT_KIND_CONTRACTS) as [TaxDocumentKind, ...TaxDocumentKind[]]

export const kindContract = (kind: TaxDocumentKind): KindContract => TAX_DOCUMENT_KIND_CONTRACTS[kind]

/** `/order/invoice/NS-1001`, `/return/creditNote/RT-261120-ABCDEF`: where the document of this kind and owner is. */
export function taxDocumentPath(kind: TaxDocumentKind, owner: TaxDocumentOwner): string {
  const { routes } = kindContract(kind)
  const [shape, id] = 'returnId' in owner ? [routes.return, owner.returnId] : [routes.order, owner.orderId]
  if (!shape) throw new Error(`A ${kind} has no route for its owner`)
  return shape.replace(/\{\w+\}/, encodeURIComponent(id))
}

/** One issued document where it is listed (an order's, a return's): enough to name it and download it. */
export const issuedDocumentSchema = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  /** The return it was issued for; null for the order's own documents. */
  returnId: z.string().nullable(),
  /** Its download under the shop API (`taxDocumentPath`), for the buyer's bearer token or the staff's cookie. */
  path: z.string(),
  /** True while the e-invoice portal has yet to register it: its PDF follows once the IRN can be printed on it. */
  registering: z.boolean(),
})
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>

/** `GET /order/documents/{orderId}` (the buyer, order managers): every document issued for the order and its returns. */
export const orderDocumentsResponseSchema = z.object({ data: z.array(issuedDocumentSchema) })
