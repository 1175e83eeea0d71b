import type { Endpoint, PayloadRequest } from 'payload'

import { parsePriceListCsv } from '../../lib/price-list-csv'
import { badRequest, handle, json, notFound, readBodyText } from '../http'
import { requireRole } from './require-role'

/** Lines one upload may carry (a distributor's whole catalogue fits). */
const MAX_LINES = 20_000

/**
 * `POST /api/staff/price-lists/:id/lines.csv` (admins and order managers): replaces the list's lines with those of the
 * CSV body (`code,price`, rupees). Every bad row is refused with its row number and nothing is saved.
 */
async function uploadLines(req: PayloadRequest): Promise<Response> {
  const user = requireRole(req, 'order-manager')
  const id = String(req.routeParams?.id ?? '')
  const { lines, errors } = parsePriceListCsv(await readBodyText(req))
  if (errors.length > 0) throw badRequest(errors[0].message, errors.slice(0, 50))
  if (lines.length === 0) throw badRequest('The CSV has no lines')
  if (lines.length > MAX_LINES) throw badRequest(`At most ${MAX_LINES} lines per upload`)
  const found = await req.payload.find({
    collection: 'price-lists',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
  })
  if (found.docs.length === 0) throw notFound('Price list not found')
  await req.payload.update({ collection: 'price-lists', id, data: { lines }, depth: 0, user, overrideAccess: false, req })
  return json({ id, lines: lines.length })
}

export const priceListCsvEndpoint: Endpoint = { method: 'post', path: '/staff/price-lists/:id/lines.csv', handler: handle(uploadLines) }
