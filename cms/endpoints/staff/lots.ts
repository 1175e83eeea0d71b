import type { Endpoint, PayloadRequest } from 'payload'

import { lotRecallQuerySchema } from '../../contract/lots'
import { lotRecipientsCsv } from '../../exports/lot-recipients-csv'
import { shopDay } from '../../lib/shop-time'
import { lotRecipients } from '../../services/lots/recall'
import { handle, json, parseQuery } from '../http'
import { requireRole } from './require-role'

const param = (req: PayloadRequest, name: string) => {
  const value = req.searchParams.get(name)
  return value === null ? undefined : value
}

/** Who received a lot (or a product's lots in an expiry range): JSON, or the CSV a recall or a regulator asks for. */
async function recall(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'order-manager')
  const fromPath = req.routeParams?.lot
  const query = parseQuery(lotRecallQuerySchema, {
    lot: typeof fromPath === 'string' ? decodeURIComponent(fromPath) : param(req, 'lot'),
    product: param(req, 'product'),
    code: param(req, 'code'),
    from: param(req, 'from'),
    to: param(req, 'to'),
    format: param(req, 'format'),
  })
  const rows = await lotRecipients(
    req,
    query.lot ? { lot: query.lot } : { product: query.product, code: query.code, from: query.from, to: query.to },
  )
  if (query.format === 'json') return json({ data: rows }, 200, { 'Cache-Control': 'no-store' })
  const name = (query.lot ?? query.code ?? query.product ?? 'lots').replace(/[^A-Za-z0-9-]+/g, '_')
  return new Response(lotRecipientsCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="recall-${name}-${shopDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** `GET /api/staff/lots/{lot}` and `GET /api/staff/lots?lot=|product=|code=[&from=YYYY-MM&to=YYYY-MM][&format=csv]`: order managers. */
export const lotRecallEndpoints: Endpoint[] = [
  { method: 'get', path: '/staff/lots', handler: handle(recall) },
  { method: 'get', path: '/staff/lots/:lot', handler: handle(recall) },
]
