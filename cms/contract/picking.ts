import { meetsShelfLifeMinimum, type ShelfLifeMinimum } from './shelf-life'

/** A lot the warehouse holds for a code: units available to this order (free units plus those it reserved there). */
export type PickableLot = { lot: string; expiry: string; manufactured?: string | null; available: number }
export type PickedLot = { lot: string; expiry: string; quantity: number }

/**
 * First expiry first out: the lots to take `quantity` units from, the one expiring first first (ties by lot number),
 * skipping lots short of the buyer's minimum shelf life on `today`; `short` is what no lot can cover. `lots` is not
 * changed; `taken` (lot → units) counts what earlier lines of the same code took already and is added to.
 */
export function pickLots(
  lots: readonly PickableLot[],
  quantity: number,
  minimum: ShelfLifeMinimum,
  today: string,
  taken: Map<string, number> = new Map(),
): { lots: PickedLot[]; short: number } {
  const usable = lots
    .filter((lot) => meetsShelfLifeMinimum(lot, minimum, today))
    .sort((a, b) => a.expiry.localeCompare(b.expiry) || a.lot.localeCompare(b.lot))
  const picked: PickedLot[] = []
  let left = quantity
  for (const lot of usable) {
    if (left === 0) break
    const free = lot.available - (taken.get(lot.lot) ?? 0)
    if (free <= 0) continue
    const units = Math.min(free, left)
    picked.push({ lot: lot.lot, expiry: lot.expiry, quantity: units })
    taken.set(lot.lot, (taken.get(lot.lot) ?? 0) + units)
    left -= units
  }
  return { lots: picked, short: left }
}
