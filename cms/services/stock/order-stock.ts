import type { PayloadRequest } from 'payload'

import { idOf } from '../../contract/ids'
import type { PickableLot } from '../../contract/picking'
import type { ShelfLifeMinimum } from '../../contract/shelf-life'
import type { Order, StockLot } from '../../payload-types'
import { buyerShelfLifeMinimum } from './buyer-shelf-life'
import { mainWarehouse } from './locations'
import { outstandingReservations, type Outstanding } from './reservations'

/** The stock an order is picked and shipped from: what the warehouse holds of its codes, for this buyer. */
export type OrderStock = {
  location: string
  /** The codes of lines whose product tracks stock. */
  trackedCodes: Set<string>
  /** Each tracked code's lots at the warehouse, with the units available to this order. */
  lotsByCode: Map<string, PickableLot[]>
  /** What the order holds reserved, lot by lot (released when it ships). */
  reservations: Outstanding[]
  minimum: ShelfLifeMinimum
}

const lotKey = (code: string, lot: string) => `${code}\u0000${lot}`

/** The codes of the order's lines whose product tracks stock (one read of the products). */
async function trackedCodesOf(req: PayloadRequest, order: Pick<Order, 'lines'>): Promise<Set<string>> {
  const lines = order.lines ?? []
  const ids = [...new Set(lines.map((line) => idOf(line.product)).filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Set()
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { tracksStock: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const tracking = new Set(docs.filter((product) => product.tracksStock === true).map((product) => String(product.id)))
  return new Set(lines.filter((line) => line.code && tracking.has(idOf(line.product) ?? '')).map((line) => line.code as string))
}

async function warehouseLots(req: PayloadRequest, codes: string[], location: string): Promise<StockLot[]> {
  if (codes.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'stock-lots',
    where: { and: [{ code: { in: codes } }, { location: { equals: location } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * What the main warehouse holds of the order's tracked codes, each lot's units counted as available to the order
 * (free units plus those it reserved there), with the buyer's minimum shelf life. Reads the products, the lots of all
 * the codes at once, the order's reservations and the buyer's settings, side by side; nothing per line.
 */
export async function orderStock(req: PayloadRequest, order: Pick<Order, 'lines' | 'orderId' | 'customer'>): Promise<OrderStock> {
  const [location, trackedCodes, reservations, minimum] = await Promise.all([
    mainWarehouse(req).then((found) => String(found.id)),
    trackedCodesOf(req, order),
    outstandingReservations(req, order.orderId ?? ''),
    buyerShelfLifeMinimum(req, idOf(order.customer)),
  ])
  const reservedHere = new Map(
    reservations.filter((held) => held.location === location).map((held) => [lotKey(held.code, held.lot), held.quantity]),
  )
  const lotsByCode = new Map<string, PickableLot[]>()
  for (const row of await warehouseLots(req, [...trackedCodes], location)) {
    const lots = lotsByCode.get(row.code) ?? []
    lots.push({
      lot: row.lot,
      expiry: row.expiry,
      manufactured: row.manufactured ?? null,
      available: row.available + (reservedHere.get(lotKey(row.code, row.lot)) ?? 0),
    })
    lotsByCode.set(row.code, lots)
  }
  return { location, trackedCodes, lotsByCode, reservations, minimum }
}
