import type { PayloadRequest } from 'payload'

import { QUARANTINE_LOCATION } from '../../contract/returned-goods'
import { MAIN_WAREHOUSE } from '../../contract/stock'
import type { StockLocation } from '../../payload-types'

type LocationSpec = { name: string; code: string; sellable?: boolean }

async function byCode(req: PayloadRequest, code: string): Promise<StockLocation | null> {
  const { docs } = await req.payload.find({ collection: 'stock-locations', where: { code: { equals: code } }, limit: 1, depth: 0, req })
  return docs[0] ?? null
}

/** A location the shop itself relies on, found by its code or made on first use. */
async function madeOnDemand(req: PayloadRequest, spec: LocationSpec): Promise<StockLocation> {
  const found = await byCode(req, spec.code)
  if (found) return found
  try {
    return await req.payload.create({ collection: 'stock-locations', data: { ...spec }, depth: 0, req })
  } catch (error) {
    // Another request made it at the same moment: its code is unique.
    const made = await byCode(req, spec.code)
    if (made) return made
    throw error
  }
}

/** The main warehouse's id, as this process last found it: it never changes once made. */
let knownMainWarehouse: string | null = null

/** The main warehouse, made on first use (the seed makes it; a shop that started without stock gets it here). */
export async function mainWarehouse(req: PayloadRequest): Promise<StockLocation> {
  const found = await madeOnDemand(req, MAIN_WAREHOUSE)
  knownMainWarehouse = String(found.id)
  return found
}

/** The main warehouse's id without a database read after the first (a reservation's first plan). */
export async function mainWarehouseId(req: PayloadRequest): Promise<string> {
  knownMainWarehouse ??= String((await mainWarehouse(req)).id)
  return knownMainWarehouse
}

/** Where returned goods wait, never counted as available to buyers; made the first time goods go there. */
export function quarantineLocation(req: PayloadRequest): Promise<StockLocation> {
  return madeOnDemand(req, QUARANTINE_LOCATION)
}

/** The location a request names by its code (any case) or id; without one, the main warehouse. Null when unknown. */
export async function stockLocation(req: PayloadRequest, named: string | undefined): Promise<StockLocation | null> {
  if (!named) return mainWarehouse(req)
  const found = await byCode(req, named.toUpperCase())
  if (found) return found
  if (!/^[0-9a-f-]{24,36}$/i.test(named)) return null
  return req.payload.findByID({ collection: 'stock-locations', id: named, depth: 0, req, disableErrors: true })
}

/** How long this process trusts a location's name without reading it again (a rename shows within this). */
const LOCATION_KEPT_MS = 60_000

/** The locations movements have named, as this process last read them: a handful, rarely edited, never deleted. */
const knownLocations = new Map<string, { location: StockLocation; readAt: number }>()

/**
 * The locations movements name: from what this process read in the last minute, reading (through the database
 * adapter; no hooks read them) only those it does not know. Whether a location is sellable never changes.
 */
export async function locationsById(req: PayloadRequest, ids: string[]): Promise<Map<string, StockLocation>> {
  const now = Date.now()
  const wanted = [...new Set(ids)]
  const unknown = wanted.filter((id) => (knownLocations.get(id)?.readAt ?? -Infinity) < now - LOCATION_KEPT_MS)
  if (unknown.length > 0) {
    const { docs } = await req.payload.db.find<StockLocation>({
      collection: 'stock-locations',
      where: { id: { in: unknown } },
      pagination: false,
      req,
    })
    for (const doc of docs) knownLocations.set(String(doc.id), { location: doc, readAt: now })
  }
  return new Map(wanted.flatMap((id) => (knownLocations.has(id) ? [[id, knownLocations.get(id)!.location] as const] : [])))
}
