import { APIError, type Endpoint, type PayloadRequest, type Where } from 'payload'

import { catalogueExportQuery } from '../../contract/catalogue-io'
import { shopDay } from '../../lib/shop-time'
import { exportCatalogue } from '../../services/catalogue-io'
import { handle, HttpError, parseBody } from '../http'
import { requireRole } from './require-role'

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const

async function exportHandler(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'catalogue-editor')
  const query = parseBody(catalogueExportQuery, req.query ?? {})
  const where: Where | undefined = query.category ? { 'category.slug': { equals: query.category } } : (query.where as Where | undefined)
  let file: Buffer
  try {
    file = await exportCatalogue(req, query.format, where)
  } catch (error) {
    // A filter naming an unknown or hidden field is the caller's mistake, not a server fault.
    if (error instanceof APIError && error.status < 500) throw new HttpError(error.status, { message: error.message })
    throw error
  }
  const name = `catalogue-${shopDay(new Date())}${query.category ? `-${query.category}` : query.where ? '-filtered' : ''}.${query.format}`
  return new Response(new Uint8Array(file), {
    headers: {
      'Content-Type': CONTENT_TYPES[query.format],
      'Content-Disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** `GET /api/staff/catalogue/export?format=xlsx|csv[&category=<slug>][&where…]`: catalogue editors and admins. */
export const catalogueExportEndpoint: Endpoint = { method: 'get', path: '/staff/catalogue/export', handler: handle(exportHandler) }
