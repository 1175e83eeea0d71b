import type { Payload } from 'payload'

import type { TaxDocumentKind } from '../../contract/tax-documents'
import type { Order, TaxDocument } from '../../payload-types'
import { fileNameOf } from './download'
import type { TaxDocumentData } from './document'
import { findTaxDocument } from './lookup'
import { renderTaxDocumentPdf } from './pdf'

/**
 * The PDF the status email carries: the invoice (a replacement's delivery challan) when the order has shipped, the
 * credit note when it was cancelled.
 */
export async function taxDocumentAttachments(payload: Payload, order: Order): Promise<{ filename: string; content: Buffer }[]> {
  const kinds: TaxDocumentKind[] =
    order.status === 'SHIPPED' ? ['invoice', 'delivery-challan'] : order.status === 'CANCELLED' ? ['credit-note'] : []
  let document: TaxDocument | null = null
  for (const kind of kinds) document ??= await findTaxDocument(payload, order.id, kind)
  if (!document) return []
  const data = document.data as TaxDocumentData
  return [{ filename: `${fileNameOf(data.number)}.pdf`, content: await renderTaxDocumentPdf(data) }]
}
