import type { PayloadRequest } from 'payload'

import { idOf } from '../../../contract/ids'
import { checkShipmentLots, type LotProblem } from '../../../contract/lots'
import { addDays, shopDay } from '../../../lib/shop-time'
import type { Order } from '../../../payload-types'

export type ShipmentLotRow = NonNullable<NonNullable<Order['shipment']>['lots']>[number]

type LotNeeds = { tracksLots: boolean; needsExpiry: boolean }

/**
 * What each product's lines need: lots unless its "Tracks lots" is off, an expiry when it is sterile. A product that
 * is gone (not in the answer) is treated as needing both.
 */
export async function lotNeedsOf(req: PayloadRequest, ids: string[]): Promise<Map<string, LotNeeds>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    select: { tracksLots: true, compliance: { sterile: true } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(
    docs.map((product) => [
      String(product.id),
      { tracksLots: product.tracksLots !== false, needsExpiry: Boolean(product.compliance?.sterile) },
    ]),
  )
}

const UNKNOWN_PRODUCT: LotNeeds = { tracksLots: true, needsExpiry: true }

async function minimumDaysToExpiry(req: PayloadRequest): Promise<number> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const days = settings.minimumDaysToExpiry
  return typeof days === 'number' && days > 0 ? days : 0
}

/**
 * The lots of an order about to ship, checked against its lines (cms/contract/lots.ts), each row with its line's
 * product so a recall can search by product. Problems come back for the caller to refuse with.
 */
export async function lotsToShip(
  req: PayloadRequest,
  order: Pick<Order, 'lines'>,
  input: unknown,
): Promise<{ lots: ShipmentLotRow[] } | { problems: LotProblem[] }> {
  const lines = order.lines ?? []
  const ids = [...new Set(lines.map((line) => idOf(line.product)).filter((id): id is string => id !== null))]
  const [needs, minimumDays] = await Promise.all([lotNeedsOf(req, ids), minimumDaysToExpiry(req)])
  const today = shopDay(new Date())
  const checked = checkShipmentLots(
    lines.map((line) => {
      const id = idOf(line.product)
      return { code: line.code ?? '', quantity: line.quantity, ...((id && needs.get(id)) || UNKNOWN_PRODUCT) }
    }),
    input,
    { today, usableUntil: addDays(today, minimumDays), minimumDays },
  )
  if ('problems' in checked) return checked
  const productOf = new Map(lines.map((line) => [line.code ?? '', idOf(line.product)]))
  return { lots: checked.lots.map((lot) => ({ ...lot, product: productOf.get(lot.code) ?? null })) }
}
