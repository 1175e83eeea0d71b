import type { Endpoint, PayloadRequest } from 'payload'

import { hasRole, isStaff } from '../../access/roles'
import type { Order } from '../../payload-types'
import { pickForOrder } from '../../services/stock'
import { forbidden, handle, json, notFound, unauthorized } from '../http'

const DOCUMENT_ID = /^[0-9a-f-]{24,36}$/i

/** The order a path names, by its document id or its order id (NS-…). */
async function orderNamed(req: PayloadRequest, named: string): Promise<Order | null> {
  if (DOCUMENT_ID.test(named)) {
    const found = await req.payload.findByID({ collection: 'orders', id: named, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (found) return found
  }
  const { docs } = await req.payload.find({
    collection: 'orders',
    where: { orderId: { equals: named } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * `GET /api/staff/orders/{id}/pick` (order managers, warehouse, admins) → the lots to pick for each line, first expiry
 * first (cms/contract/stock.ts `pickSuggestionSchema`); 401 signed out, 403 for other staff, 404 for no such order.
 */
async function pick(req: PayloadRequest): Promise<Response> {
  if (!req.user) throw unauthorized()
  if (!isStaff(req.user) || !(hasRole(req.user, 'order-manager') || hasRole(req.user, 'warehouse'))) throw forbidden()
  const order = await orderNamed(req, String(req.routeParams?.id ?? ''))
  if (!order) throw notFound('Order not found')
  return json(await pickForOrder(req, order))
}

export const pickEndpoint: Endpoint = { method: 'get', path: '/staff/orders/:id/pick', handler: handle(pick) }
