import type { PayloadRequest, Where } from 'payload'

import { kindContract, type TaxDocumentKind, type TaxDocumentOwner } from '../../contract/tax-document-kinds'
import { conflict, notFound, unauthorized } from '../../lib/http-errors'
import type { TaxDocument } from '../../payload-types'
import { awaitsIrn, eInvoiceAnswerOf, storedEInvoiceOf } from '../einvoice/queue/stored'
import type { TaxDocumentData } from './document'
import { findTaxDocument } from './lookup'
import { renderTaxDocumentPdf } from './pdf'
import { toInvoiceJson } from './view'
import { visibleOwner } from './visible-owner'

/**
 * The frozen document of this kind of an order or return the caller may see: the buyer's own, or any for order
 * managers. Anything else, including an owner without the document yet, is the same 404, so nothing hints that the
 * order or return exists.
 */
async function visibleDocument(
  req: PayloadRequest,
  owner: TaxDocumentOwner,
  kind: TaxDocumentKind,
  ordersSeen?: Where,
): Promise<TaxDocument> {
  if (!req.user) throw unauthorized()
  const found = await visibleOwner(req, owner, ordersSeen)
  const document = found ? await findTaxDocument(req.payload, found.order, kind, found.returnId) : null
  if (!document) throw notFound(`${kindContract(kind).label} not found`)
  return document
}

/**
 * The document of this kind of the order or return, if the caller may see it (else 404): the buyer's own, an order
 * `ordersSeen` lets them read (their company's), or any for order managers.
 */
export async function taxDocumentResponse(
  req: PayloadRequest,
  owner: TaxDocumentOwner,
  kind: TaxDocumentKind,
  ordersSeen?: Where,
): Promise<Response> {
  return documentResponse(req, await visibleDocument(req, owner, kind, ordersSeen))
}

/**
 * A frozen document as the caller asked for it: `?format=json` → its JSON with its e-invoice; otherwise its PDF, named
 * after its number, once the IRN it must print is there (409 while the portal has yet to register it).
 */
async function documentResponse(req: PayloadRequest, document: TaxDocument): Promise<Response> {
  const data = document.data as TaxDocumentData
  if (req.searchParams?.get('format') === 'json') {
    const answer = { ...toInvoiceJson(data), eInvoice: eInvoiceAnswerOf(document) }
    return Response.json({ data: answer }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
  if (awaitsIrn(document)) throw conflict({ message: `${kindContract(document.kind).label} being registered` })
  const pdf = await renderTaxDocumentPdf(data, storedEInvoiceOf(document))
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileNameOf(data.number)}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

/** `NS/26-27/000123` → `NS-26-27-000123`: a slash cannot be part of a file name. */
export function fileNameOf(number: string): string {
  return number.replaceAll('/', '-')
}
