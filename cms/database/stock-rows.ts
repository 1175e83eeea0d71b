/** The stock ledger's rows as the database boundary reads and writes them (stock-writes.ts). */

/** A lot's balance row: a code's lot at a location. */
export type LotKey = { code: string; lot: string; location: string; expiry: string }

/** One string per lot at a location (a code's lot kept there), to find its row among others in a map. */
export const lotPlaceKey = (lot: { code: string; lot: string; location: unknown }): string =>
  `${lot.code}\u0000${lot.lot}\u0000${String(lot.location)}`

/** Units on hand, reserved, and available (on hand less reserved). */
export type LotFigures = { onHand: number; reserved: number; available: number }

/** A balance as the ledger reads it after a change; `location` is the location's id. */
export type LotBalance = LotFigures & {
  id: string
  code: string
  lot: string
  expiry: string
  manufactured: string | null
  location: string
  sellable: boolean
}

/** A movement as stored: `location`, `by` and `reverses` are ids; times are ISO texts. */
export type StockMovementRow = {
  type: string
  reason: string | null
  code: string
  lot: string
  expiry: string
  location: string
  quantity: number
  actor: string
  by: string | null
  document: string | null
  reverses: string | null
  createdAt: string
  updatedAt: string
}

/** The lot a code has units available of, as the reservation plans from it. */
export type LotWithUnits = { code: string; lot: string; expiry: string; available: number }

/** A change to one lot's figures. */
export type LotChange = { key: LotKey; change: LotFigures }

/** A balance document as Payload answers it (its location an id or the location itself), as the ledger reads it. */
export function lotBalanceOf(doc: {
  id: string | number
  code: string
  lot: string
  expiry: string
  manufactured?: string | null
  location: string | { id: string | number }
  sellable?: boolean | null
  onHand?: number | null
  reserved?: number | null
  available?: number | null
}): LotBalance {
  return {
    id: String(doc.id),
    code: doc.code,
    lot: doc.lot,
    expiry: doc.expiry,
    manufactured: doc.manufactured ?? null,
    location: typeof doc.location === 'object' ? String(doc.location.id) : String(doc.location),
    sellable: doc.sellable !== false,
    onHand: doc.onHand ?? 0,
    reserved: doc.reserved ?? 0,
    available: doc.available ?? 0,
  }
}
