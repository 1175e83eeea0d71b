import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { exportQuerySchema, exportWhere } from '../../exports/export-query'
import { contextsFor } from '../../exports/order-lookups'
import { orderRows, toCsv } from '../../exports/order-lines-csv'
import { badRequest, fieldErrors, handle, HttpError } from '../http'
import { requireRole } from './require-role'

/** Orders read per query: the export never holds more than one page of orders in memory. */
export const EXPORT_PAGE_SIZE = 250

/** Only what the CSV shows: the rest of an order (history, Razorpay ids, line images) is never read. */
const EXPORT_FIELDS = {
  orderId: true,
  createdAt: true,
  customer: true,
  gstin: true,
  address: { state: true },
  lines: { product: true, code: true, quantity: true, unitPrice: true, lineTotal: true },
  discount: { amount: true },
  total: true,
  paymentType: true,
  paymentStatus: true,
  status: true,
} as const

async function exportOrders(req: PayloadRequest): Promise<Response> {
  const user = requireRole(req, 'order-manager')
  const parsed = exportQuerySchema.safeParse(req.query ?? {})
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw badRequest(errors[0]?.message ?? 'Invalid export request', errors)
  }
  const where = exportWhere(parsed.data)
  const readPage = async (page: number) => {
    try {
      const result = await req.payload.find({
        collection: 'orders',
        where,
        sort: 'createdAt',
        select: EXPORT_FIELDS,
        limit: EXPORT_PAGE_SIZE,
        page,
        depth: 0,
        overrideAccess: false,
        user,
        req,
      })
      const contexts = await contextsFor(req.payload, req, result.docs)
      const rows = result.docs.flatMap((order) => orderRows(order, contexts.get(String(order.id))!))
      return { rows, hasNextPage: result.hasNextPage }
    } catch (error) {
      // A filter naming an unknown or hidden field is the caller's mistake, not a server fault.
      if (error instanceof APIError && error.status < 500) throw new HttpError(error.status, { message: error.message })
      throw error
    }
  }

  // The first page is read before answering, so a bad filter still gets a 400 instead of a broken download.
  const first = await readPage(1)
  const encoder = new TextEncoder()
  let next = first.hasNextPage ? 2 : 0
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(toCsv(first.rows, true)))
      if (!next) controller.close()
    },
    async pull(controller) {
      try {
        const page = await readPage(next)
        controller.enqueue(encoder.encode(toCsv(page.rows, false)))
        next = page.hasNextPage ? next + 1 : 0
        if (!next) controller.close()
      } catch (error) {
        req.payload.logger.error({ err: error, msg: 'orders export stopped part-way' })
        controller.error(error)
      }
    },
  })
  const { from, to } = parsed.data
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${from}-to-${to}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** `GET /api/staff/orders/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD[&status=][&where…]`: order managers. */
export const ordersExportEndpoint: Endpoint = { method: 'get', path: '/staff/orders/export.csv', handler: handle(exportOrders) }
