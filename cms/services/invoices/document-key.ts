import type { TaxDocumentKind } from '../../contract/tax-document-kinds'

/**
 * What makes a document one of a kind for its owner, kept unique by the `orderKind` index: `<order id>:<kind>` for
 * the order's own document (one invoice, one credit note…), `<order id>:<kind>:<return id>` for a return's.
 */
export const documentKey = (orderId: string, kind: TaxDocumentKind, returnId?: string | null): string =>
  returnId ? `${orderId}:${kind}:${returnId}` : `${orderId}:${kind}`

/** The return a document was issued for, read back from its key; null for the order's own documents. */
export function returnIdOfKey(key: string): string | null {
  const [, , returnId] = key.split(':')
  return returnId || null
}
