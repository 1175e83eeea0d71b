import { kindContract, type IssuedDocument } from '../contract/tax-document-kinds'

/** Where the admin reaches the shop API, with the staff's cookie. */
const SHOP_API = '/api/shop'

export type TaxDocumentLink = { key: string; href: string; text: string }

/**
 * The links of an order's admin page to its documents (`GET /order/documents/{orderId}`): each at its own path, the
 * document's number as its key (an order can have a credit note per return), a return's named after the return.
 */
export function taxDocumentLinks(documents: readonly IssuedDocument[]): TaxDocumentLink[] {
  return documents.map((document) => ({
    key: document.number,
    href: `${SHOP_API}${document.path}`,
    text: `${kindContract(document.kind).label} ${document.number}${document.returnId ? ` for return ${document.returnId}` : ''} ${document.registering ? '(being registered)' : '(PDF)'}`,
  }))
}

/** The list itself: every document issued for the order and its returns. */
export const orderDocumentsUrl = (orderId: string) => `${SHOP_API}/order/documents/${encodeURIComponent(orderId)}`
