import { APIError, type PayloadRequest } from 'payload'

import { MSG } from '../../contract/messages'
import { meetsShelfLifeMinimum, shelfLifeMinimumWords } from '../../contract/shelf-life'
import { shopDay } from '../../lib/shop-time'
import type { Order } from '../../payload-types'
import { StockShortage } from './errors'
import { recordMovements } from './ledger'
import type { MovementInput } from './lot-changes'
import { orderStock, type OrderStock } from './order-stock'

/** A lot as shipping names it (shipment.lots). */
type ShippedLot = { code: string; lot: string; expiry?: string | null; quantity: number }

const conflict = (message: string) => new APIError(message, 409, undefined, true)

/** Whether the order's stock went out already: its shipment movements are recorded under its id. */
async function shippedAlready(req: PayloadRequest, orderId: string): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: 'stock-movements',
    where: { and: [{ document: { equals: orderId } }, { type: { equals: 'shipment' } }] },
    select: { type: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length > 0
}

/** Each tracked code's lots totalled (two rows of one lot are one take), in the order first named. */
function totalsByLot(lots: readonly ShippedLot[], tracked: Set<string>): { code: string; lot: string; quantity: number }[] {
  const totals = new Map<string, { code: string; lot: string; quantity: number }>()
  for (const lot of lots) {
    if (!tracked.has(lot.code)) continue
    const key = `${lot.code}\u0000${lot.lot}`
    const known = totals.get(key) ?? { code: lot.code, lot: lot.lot, quantity: 0 }
    known.quantity += lot.quantity
    totals.set(key, known)
  }
  return [...totals.values()]
}

/**
 * The movements shipping the lots makes, after checking each lot of a tracked code against the warehouse: it exists
 * for that code, holds enough for this order (its free units plus those the order reserved there) and keeps the
 * buyer's minimum shelf life; otherwise a 409 naming the code and lot. Releases of everything the order reserved come
 * first, then the shipments.
 */
function shippingMovements(order: Order, lots: readonly ShippedLot[], stock: OrderStock): MovementInput[] {
  const today = shopDay(new Date())
  const orderId = order.orderId ?? ''
  const shipments: MovementInput[] = []
  for (const take of totalsByLot(lots, stock.trackedCodes)) {
    const held = (stock.lotsByCode.get(take.code) ?? []).find((lot) => lot.lot === take.lot)
    if (!held) throw conflict(MSG.shipping.lotUnknown(take.code, take.lot))
    if (held.available < take.quantity) throw conflict(MSG.shipping.lotShort(take.code, take.lot, Math.max(held.available, 0)))
    if (!meetsShelfLifeMinimum(held, stock.minimum, today)) {
      throw conflict(MSG.shipping.lotTooShort(take.code, take.lot, held.expiry, shelfLifeMinimumWords(stock.minimum)))
    }
    shipments.push({
      type: 'shipment',
      ...take,
      expiry: held.expiry,
      location: stock.location,
      quantity: -take.quantity,
      document: orderId,
    })
  }
  const releases: MovementInput[] = stock.reservations.map((held) => ({
    type: 'release',
    code: held.code,
    lot: held.lot,
    expiry: held.expiry,
    location: held.location,
    quantity: -held.quantity,
    document: orderId,
  }))
  return [...releases, ...shipments]
}

/**
 * Takes an order's shipped lots out of stock as it moves to SHIPPED, in one ledger batch: the order's reservations
 * released and a shipment movement per lot of a tracked code, under the order's id; a refused lot is a 409 and nothing
 * is written. Lots of products that do not track stock pass as typed. Once the order's shipment is recorded, shipping
 * it again takes nothing more. Answers the lots with each tracked lot's expiry as the warehouse keeps it.
 */
export async function takeShippedStock<Lot extends ShippedLot>(req: PayloadRequest, order: Order, lots: Lot[]): Promise<Lot[]> {
  const orderId = order.orderId ?? ''
  if (await shippedAlready(req, orderId)) return lots
  const stock = await orderStock(req, order)
  if (stock.trackedCodes.size === 0 && stock.reservations.length === 0) return lots
  const movements = shippingMovements(order, lots, stock)
  if (movements.length > 0) {
    try {
      await recordMovements(req, movements)
    } catch (error) {
      if (error instanceof StockShortage) throw conflict(MSG.shipping.lotShort(error.code, error.lot, error.available))
      throw error
    }
  }
  const expiryOf = new Map(
    [...stock.lotsByCode].flatMap(([code, held]) => held.map((lot) => [`${code}\u0000${lot.lot}`, lot.expiry] as const)),
  )
  return lots.map((lot) => ({ ...lot, expiry: expiryOf.get(`${lot.code}\u0000${lot.lot}`) ?? lot.expiry }))
}
