import type { Payload } from 'payload'

import type { Order } from '../../payload-types'
import { fileNameOf } from './download'
import type { TaxDocumentData } from './document'
import { findTaxDocument } from './lookup'
import { renderTaxDocumentPdf } from './pdf'

/** The PDF the status email carries: the invoice when the order has shipped, the credit note when it was cancelled. */
export async function taxDocumentAttachments(payload: Payload, order: Order): Promise<{ filename: string; content: Buffer }[]> {
  const kind = order.status === 'SHIPPED' ? 'invoice' : order.status === 'CANCELLED' ? 'credit-note' : null
  const document = kind ? await findTaxDocument(payload, order.id, kind) : null
  if (!document) return []
  const data = document.data as TaxDocumentData
  return [{ filename: `${fileNameOf(data.number)}.pdf`, content: await renderTaxDocumentPdf(data) }]
}
