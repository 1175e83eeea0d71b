import type { PayloadRequest } from 'payload'

import type { Order } from '../../payload-types'
import type { LotLine } from './ShipmentLots'

/** The order's lines for the ship action, each knowing whether its product tracks lots (a deleted product does). */
export async function lotLinesOf(req: PayloadRequest, order: Order): Promise<LotLine[]> {
  const lines = order.lines ?? []
  const ids = [...new Set(lines.map((line) => (typeof line.product === 'object' ? line.product?.id : line.product)).filter(Boolean))]
  const { docs } =
    ids.length === 0
      ? { docs: [] }
      : await req.payload.find({
          collection: 'products',
          where: { and: [{ id: { in: ids } }, { tracksLots: { equals: false } }] },
          select: { tracksLots: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          req,
        })
  const untracked = new Set(docs.map((product) => String(product.id)))
  return lines.map((line) => ({
    code: line.code ?? '',
    name: line.name,
    size: line.size ?? '',
    quantity: line.quantity,
    tracksLots: !untracked.has(String(typeof line.product === 'object' ? line.product?.id : line.product)),
  }))
}
