import { taxDocumentResponse } from '../../services/invoices/download'
import { hasRole } from '../../access'
import { indianMonth, monthlyGstr1 } from '../../services/invoices/monthly'
import { badRequest, forbidden, route, unauthorized } from '../http'

const orderIdOf = (params: Record<string, unknown> | undefined) => String(params?.orderId ?? '').slice(0, 64)

export const invoiceRoutes = [
  /** `GET /order/invoice/{orderId}` → the GST invoice as PDF, or `?format=json`; 404 before it is issued. */
  route('get', '/order/invoice/:orderId', (req) => taxDocumentResponse(req, orderIdOf(req.routeParams), 'invoice')),
  /** `GET /order/creditNote/{orderId}` → the credit note of a cancelled invoiced order, PDF or `?format=json`. */
  route('get', '/order/creditNote/:orderId', (req) => taxDocumentResponse(req, orderIdOf(req.routeParams), 'credit-note')),
  /** `GET /order/deliveryChallan/{orderId}` → the delivery challan a replacement order shipped with, PDF or `?format=json`. */
  route('get', '/order/deliveryChallan/:orderId', (req) => taxDocumentResponse(req, orderIdOf(req.routeParams), 'delivery-challan')),
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
