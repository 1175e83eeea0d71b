import type { PayloadRequest } from 'payload'

import { lotNeedsOf } from '../../collections/Orders/lots/shipLots'
import type { Order } from '../../payload-types'
import type { LotLine } from './ShipmentLots'

const productId = (product: NonNullable<Order['lines']>[number]['product']) =>
  String(typeof product === 'object' && product ? product.id : (product ?? ''))

/**
 * The order's lines for the ship action, each knowing whether its product tracks lots and whether its lots need an
 * expiry (sterile); a deleted product needs both.
 */
export async function lotLinesOf(req: PayloadRequest, order: Order): Promise<LotLine[]> {
  const lines = order.lines ?? []
  const needs = await lotNeedsOf(req, [...new Set(lines.map((line) => productId(line.product)).filter(Boolean))])
  return lines.map((line) => ({
    code: line.code ?? '',
    name: line.name,
    size: line.size ?? '',
    quantity: line.quantity,
    ...(needs.get(productId(line.product)) ?? { tracksLots: true, needsExpiry: true }),
  }))
}
