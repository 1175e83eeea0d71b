import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, isStaff } from '../../access/roles'
import { saleRegisterQuerySchema, stockReportQuerySchema } from '../../contract/stock-reports'
import { shopDay } from '../../lib/shop-time'
import { lotMovements } from '../../services/stock/lot-movements'
import { saleRegisterCsv, stockReportCsv, stockReportXlsx } from '../../services/stock/report-files'
import { stockReport } from '../../services/stock/report'
import { saleRegister } from '../../services/stock/sale-register'
import { forbidden, handle, json, notFound, parseQuery, unauthorized, type QueryParams } from '../http'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const CSV = 'text/csv; charset=utf-8'

/** Stock reports are read by admins, order managers and the warehouse: 401 when nobody is signed in, else 403. */
function requireStockReader(req: PayloadRequest): void {
  if (!req.user) throw unauthorized()
  if (!isStaff(req.user) || !(hasRole(req.user, 'order-manager') || hasRole(req.user, 'warehouse'))) throw forbidden()
}

const params = (req: PayloadRequest, names: readonly string[]): QueryParams =>
  Object.fromEntries(names.map((name) => [name, req.searchParams.get(name)]))

const download = (body: string | Buffer | ReadableStream<Uint8Array>, type: string, name: string) =>
  new Response(Buffer.isBuffer(body) ? new Uint8Array(body) : body, {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' },
  })

/** `GET /api/staff/stock/report?format=json|csv|xlsx[&code=][&location=][&expiringWithinDays=][&belowReorder=true]` */
async function report(req: PayloadRequest): Promise<Response> {
  requireStockReader(req)
  const query = parseQuery(stockReportQuerySchema, params(req, ['format', 'code', 'location', 'expiringWithinDays', 'belowReorder']))
  const answer = await stockReport(req.payload, query)
  if (query.format === 'json') return json(answer, 200, { 'Cache-Control': 'no-store' })
  const name = `stock-on-hand-${answer.today}.${query.format}`
  if (query.format === 'csv') return download(stockReportCsv(answer.data), CSV, name)
  return download(await stockReportXlsx(answer.data), XLSX, name)
}

/** `GET /api/staff/stock/lots/{code}/{lot}/movements`: the lot's movements, oldest first, with its balance after each. */
async function movements(req: PayloadRequest): Promise<Response> {
  requireStockReader(req)
  const code = decodeURIComponent(String(req.routeParams?.code ?? '')).trim()
  const lot = decodeURIComponent(String(req.routeParams?.lot ?? ''))
  const answer = await lotMovements(req.payload, code, lot)
  if (!answer) throw notFound(`No movements of lot ${lot} of code ${code}`)
  return json(answer, 200, { 'Cache-Control': 'no-store' })
}

/** `GET /api/staff/stock/sale-register?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|json`: at most a year. */
async function register(req: PayloadRequest): Promise<Response> {
  requireStockReader(req)
  const query = parseQuery(saleRegisterQuerySchema, params(req, ['from', 'to', 'format']))
  const rows = await saleRegister(req.payload, query)
  if (query.format === 'json') return json({ from: query.from, to: query.to, data: rows }, 200, { 'Cache-Control': 'no-store' })
  return download(saleRegisterCsv(rows), CSV, `sale-register-${query.from}-to-${query.to}-${shopDay(new Date())}.csv`)
}

/** Stock reports for staff: on hand, a lot's movements, the sale register by lot. */
export const stockReportEndpoints: Endpoint[] = [
  { method: 'get', path: '/staff/stock/report', handler: handle(report) },
  { method: 'get', path: '/staff/stock/lots/:code/:lot/movements', handler: handle(movements) },
  { method: 'get', path: '/staff/stock/sale-register', handler: handle(register) },
]
