import type { Payload } from 'payload'

import type { Order, TaxDocument } from '../../payload-types'
import { awaitsIrn, storedEInvoiceOf } from '../einvoice/queue/stored'
import { fileNameOf } from './download'
import type { TaxDocumentData } from './document'
import { allKinds } from './kinds'
import { findTaxDocument } from './lookup'
import { renderTaxDocumentPdf } from './pdf'

/**
 * The PDF the status email carries: the order's document of a kind mailed with this status (`mailedWith`): the
 * invoice or a replacement's delivery challan when the order has shipped, the credit note when it was cancelled. A
 * document still waiting for its IRN is not attached: it must not travel without the IRN it prints (the buyer
 * downloads it once registered).
 */
export async function taxDocumentAttachments(payload: Payload, order: Order): Promise<{ filename: string; content: Buffer }[]> {
  let document: TaxDocument | null = null
  for (const { kind } of allKinds().filter((entry) => entry.mailedWith === order.status)) {
    document ??= await findTaxDocument(payload, order.id, kind)
  }
  if (!document || awaitsIrn(document)) return []
  const data = document.data as TaxDocumentData
  return [{ filename: `${fileNameOf(data.number)}.pdf`, content: await renderTaxDocumentPdf(data, storedEInvoiceOf(document)) }]
}
