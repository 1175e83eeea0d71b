import type { PayloadRequest, Where } from 'payload'

import { appendDocument } from '../append'
import { incrementWhere } from '../conditional-write'
import { lotBalanceOf, type LotBalance, type LotFigures, type LotKey, type LotWithUnits, type StockMovementRow } from '../stock-rows'

const FIGURES = ['onHand', 'reserved', 'available'] as const

/** The lot's row, while no figure `change` lowers would go below zero. */
const lotWhere = (key: LotKey, change: LotFigures): Where => ({
  and: [
    { code: { equals: key.code } },
    { lot: { equals: key.lot } },
    { location: { equals: key.location } },
    { expiry: { equals: key.expiry } },
    ...FIGURES.filter((figure) => change[figure] < 0).map((figure) => ({ [figure]: { greater_than_equal: -change[figure] } })),
  ],
})

/** `changeLot` through Payload's database API: one `findOneAndUpdate` with `$inc` on MongoDB. */
export async function changeLotThroughPayload(req: PayloadRequest, key: LotKey, change: LotFigures): Promise<LotBalance | null> {
  const changed = await incrementWhere<Parameters<typeof lotBalanceOf>[0]>(req.payload, 'stock-lots', lotWhere(key, change), change, req)
  return changed ? lotBalanceOf(changed) : null
}

/** `appendStockMovements` through Payload's database API: one insert per movement. */
export async function appendMovementsThroughPayload(req: PayloadRequest, rows: StockMovementRow[]): Promise<string[]> {
  const ids: string[] = []
  for (const row of rows) ids.push(await appendDocument(req, 'stock-movements', row))
  return ids
}

/** `readLotsWithUnits` through Payload's database API. */
export async function readLotsWithUnitsThroughPayload(req: PayloadRequest, codes: string[], location: string): Promise<LotWithUnits[]> {
  const { docs } = await req.payload.db.find<{ code: string; lot: string; expiry: string; available?: number | null }>({
    collection: 'stock-lots',
    where: { and: [{ code: { in: codes } }, { location: { equals: location } }, { available: { greater_than: 0 } }] },
    select: { code: true, lot: true, expiry: true, available: true },
    pagination: false,
    req,
  })
  return docs.map((lot) => ({ code: lot.code, lot: lot.lot, expiry: lot.expiry, available: lot.available ?? 0 }))
}
