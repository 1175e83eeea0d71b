import type { Payload } from 'payload'

import type { StockOnHandRow } from '../stock-on-hand'

/** A balance as MongoDB stores it (the location an ObjectId); fields a document was made without are absent. */
type StoredLot = {
  code: string
  lot: string
  expiry: string
  manufactured?: string | null
  location: { toString(): string } | string
  onHand: number
  reserved?: number
  available?: number
}

const REPORTED = { _id: 0, code: 1, lot: 1, expiry: 1, manufactured: 1, location: 1, onHand: 1, reserved: 1, available: 1 } as const

/**
 * The balances holding units straight from the collection, newest first as Payload's read orders them: a projection of
 * the reported fields and plain documents, without the adapter's per-document conversion.
 */
export async function readStockOnHandFromCollection(payload: Payload): Promise<StockOnHandRow[]> {
  const model = payload.db.collections?.['stock-lots']
  if (!model) throw new Error('The stock-lots collection is not on this database')
  const stored = await model.collection
    .find<StoredLot>({ onHand: { $gt: 0 } }, { projection: REPORTED, sort: { createdAt: -1, _id: -1 } })
    .toArray()
  return stored.map((lot) => ({
    code: lot.code,
    lot: lot.lot,
    expiry: lot.expiry,
    manufactured: lot.manufactured ?? null,
    location: String(lot.location),
    onHand: lot.onHand,
    reserved: lot.reserved ?? 0,
    available: lot.available ?? 0,
  }))
}
