import type { PayloadRequest } from 'payload'

import { lotNeedsOf } from '../../collections/Orders/lots/ship-lots'
import { idOf } from '../../contract/ids'
import type { Order } from '../../payload-types'
import type { LotLine } from './ShipmentLots'

/**
 * The order's lines for the ship action, each knowing whether its product tracks lots and whether its lots need an
 * expiry (sterile); a deleted product needs both.
 */
export async function lotLinesOf(req: PayloadRequest, order: Order): Promise<LotLine[]> {
  const lines = order.lines ?? []
  const needs = await lotNeedsOf(req, [...new Set(lines.map((line) => idOf(line.product)).filter((id) => id !== null))])
  return lines.map((line) => ({
    code: line.code ?? '',
    name: line.name,
    size: line.size ?? '',
    quantity: line.quantity,
    ...(needs.get(idOf(line.product) ?? '') ?? { tracksLots: true, needsExpiry: true }),
  }))
}
