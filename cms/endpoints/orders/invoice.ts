import type { PayloadRequest } from 'payload'

import { kindContract, TAX_DOCUMENT_KINDS } from '../../contract/tax-document-kinds'
import { hasRole } from '../../access'
import { isCustomer } from '../../access/roles'
import { ordersSeenBy } from '../../services/companies/orders-seen'
import { taxDocumentResponse } from '../../services/invoices/download'
import { orderDocuments } from '../../services/invoices/listing'
import { indianMonth, monthlyGstr1 } from '../../services/invoices/monthly'
import {
  documentsOfMonth,
  reconciliationCsv,
  reconciliationRows,
  reconciliationSummary,
  RECONCILIATION_HEADER,
} from '../../services/einvoice/reconciliation'
import { badRequest, forbidden, json, route, unauthorized } from '../http'

const idParam = (req: PayloadRequest, name: string) => String(req.routeParams?.[name] ?? '').slice(0, 64)

/** The orders a signed-in buyer may read the documents of: their own, and their company's when they see its orders. */
const ordersSeenByBuyer = (req: PayloadRequest) => (isCustomer(req.user) ? ordersSeenBy(req, String(req.user!.id)) : undefined)

/** `/order/invoice/{orderId}` → `/order/invoice/:orderId`. */
const pattern = (shape: string) => shape.replace(/\{(\w+)\}/g, ':$1')

/**
 * Each kind's downloads, by owner, where its contract says (cms/contract/tax-document-kinds.ts): the PDF, or
 * `?format=json`; 404 until it is issued. `GET /order/invoice/{orderId}`, `/order/creditNote/{orderId}`,
 * `/return/creditNote/{returnId}`, `/order/deliveryChallan/{orderId}`…
 */
const downloadRoutes = TAX_DOCUMENT_KINDS.flatMap((kind) => {
  const { routes } = kindContract(kind)
  return [
    ...(routes.order
      ? [
          route('get', pattern(routes.order), async (req) =>
            taxDocumentResponse(req, { orderId: idParam(req, 'orderId') }, kind, await ordersSeenByBuyer(req)),
          ),
        ]
      : []),
    ...(routes.return
      ? [route('get', pattern(routes.return), (req) => taxDocumentResponse(req, { returnId: idParam(req, 'returnId') }, kind))]
      : []),
  ]
})

export const taxDocumentRoutes = [
  ...downloadRoutes,
  /** `GET /order/documents/{orderId}` → `{data: [{kind, number, returnId, path}]}`: every document of the order and its returns. */
  route('get', '/order/documents/:orderId', async (req) =>
    json({ data: await orderDocuments(req, idParam(req, 'orderId'), await ordersSeenByBuyer(req)) }),
  ),
]

/** `GET /tax/gstr1?month=2026-11` (order managers) → CSV of the month's documents in GSTR-1's tables. */
export const gstr1Route = route('get', '/tax/gstr1', async (req) => {
  if (!req.user) throw unauthorized()
  if (!hasRole(req.user, 'order-manager')) throw forbidden()
  const month = req.searchParams?.get('month') ?? ''
  const range = indianMonth(month)
  if (!range) throw badRequest('month must look like 2026-11', [{ field: 'month', message: 'month must look like 2026-11' }])
  return new Response(await monthlyGstr1(req, range), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="gstr1-${month}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

/**
 * `GET /tax/einvoices?month=2026-11` (order managers) → CSV, one row per B2B invoice and credit note of the month with
 * its e-invoice status, IRN, Ack, cancellation and e-way bill; `&format=json` → `{ summary, header, rows }`.
 */
export const eInvoiceReconciliationRoute = route('get', '/tax/einvoices', async (req) => {
  if (!req.user) throw unauthorized()
  if (!hasRole(req.user, 'order-manager')) throw forbidden()
  const month = req.searchParams?.get('month') ?? ''
  const range = indianMonth(month)
  if (!range) throw badRequest('month must look like 2026-11', [{ field: 'month', message: 'month must look like 2026-11' }])
  const documents = await documentsOfMonth(req, range)
  if (req.searchParams?.get('format') === 'json') {
    return json({ summary: reconciliationSummary(documents), header: RECONCILIATION_HEADER, rows: reconciliationRows(documents) })
  }
  return new Response(reconciliationCsv(documents), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="e-invoices-${month}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
