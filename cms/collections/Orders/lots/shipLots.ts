import type { PayloadRequest } from 'payload'

import { checkShipmentLots, type LotProblem } from '../../../contract/lots'
import { addDays, shopDay } from '../../../lib/shopTime'
import type { Order } from '../../../payload-types'

export type ShipmentLotRow = NonNullable<NonNullable<Order['shipment']>['lots']>[number]

const productId = (product: NonNullable<Order['lines']>[number]['product']) =>
  typeof product === 'object' && product ? String(product.id) : product ? String(product) : null

/** Products whose lines need no lots (the product's "Tracks lots" is off); a deleted product still needs them. */
async function productsWithoutLots(req: PayloadRequest, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const { docs } = await req.payload.find({
    collection: 'products',
    where: { and: [{ id: { in: ids } }, { tracksLots: { equals: false } }] },
    select: { tracksLots: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((product) => String(product.id)))
}

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
  const ids = [...new Set(lines.map((line) => productId(line.product)).filter((id): id is string => id !== null))]
  const [untracked, minimumDays] = await Promise.all([productsWithoutLots(req, ids), minimumDaysToExpiry(req)])
  const today = shopDay(new Date())
  const checked = checkShipmentLots(
    lines.map((line) => {
      const id = productId(line.product)
      return { code: line.code ?? '', quantity: line.quantity, tracksLots: !(id && untracked.has(id)) }
    }),
    input,
    { today, usableUntil: addDays(today, minimumDays), minimumDays },
  )
  if ('problems' in checked) return checked
  const productOf = new Map(lines.map((line) => [line.code ?? '', productId(line.product)]))
  return { lots: checked.lots.map((lot) => ({ ...lot, product: productOf.get(lot.code) ?? null })) }
}
