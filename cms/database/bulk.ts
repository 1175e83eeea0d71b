import type { PayloadRequest, Where } from 'payload'

import {
  insertAuditEntriesThroughPayload,
  readProductsThroughPayload,
  updatedAtThroughPayload,
  writeCodePricesThroughPayload,
} from './general/catalogue'
import { readProductTables } from './sqlite/catalogue-tables'
import { insertAuditEntriesIntoTables, updatedAtFromTable, writeCodePricesToTables } from './sqlite/price-tables'
import { hasSqliteTables } from './sqlite/tables'
import type { AuditEntryRow, CatalogueProduct, PricedProduct } from './catalogue-rows'

export type { AuditEntryRow, CatalogueProduct, PricedProduct } from './catalogue-rows'

/**
 * The catalogue import's bulk operations (docs/decisions/036-catalogue-import-speed.md). Each has two
 * implementations with the same result: SQLite's, one statement per table on Payload's tables, and the general one
 * through Payload's database API, which MongoDB takes. `how.generic` takes the general one on SQLite too (the
 * parity tests compare both).
 */
export type BulkPath = { generic?: boolean }

const PRODUCT_TABLES = ['products', 'products_variants', 'products_variants_codes', 'products_rels'] as const
const PRICE_TABLES = [
  'products',
  'products_variants',
  'products_variants_codes',
  '_products_v',
  '_products_v_version_variants',
  '_products_v_version_variants_codes',
] as const
const AUDIT_TABLES = ['audit_entries', 'audit_entries_changes'] as const

const onTables = (req: PayloadRequest, tables: readonly string[], how: BulkPath) => !how.generic && hasSqliteTables(req.payload, tables)

/**
 * The products `where` selects (every product when none) as the staff member of `req` may see them, in slug order.
 * On SQLite one query per table (a filter first selects the products' ids through Payload).
 */
export async function readCatalogueProducts(req: PayloadRequest, where?: Where, how: BulkPath = {}): Promise<CatalogueProduct[]> {
  if (!onTables(req, PRODUCT_TABLES, how)) return readProductsThroughPayload(req, where)
  // Catalogue editors read every product (the endpoints require the role); a filter selects ids through Payload.
  if (!where) return readProductTables(req.payload)
  const { docs } = await req.payload.find({
    collection: 'products',
    where,
    select: { slug: true },
    pagination: false,
    overrideAccess: false,
    user: req.user,
    req,
    depth: 0,
  })
  return readProductTables(req.payload, new Set(docs.map((doc) => String(doc.id))))
}

/**
 * Writes new prices of existing codes of a batch of products in `req`'s transaction, to each product and its latest
 * version (what the admin edits), and stamps both with `updatedAt`; nothing else is touched (no validation, version
 * or hook: the caller records the change). Answers how many of the batch's codes it found.
 */
export function writeCodePrices(req: PayloadRequest, batch: PricedProduct[], updatedAt: string, how: BulkPath = {}): Promise<number> {
  return onTables(req, PRICE_TABLES, how)
    ? writeCodePricesToTables(req, batch, updatedAt)
    : writeCodePricesThroughPayload(req, batch, updatedAt)
}

/** The `updatedAt` of each of `ids` now, read in `req`'s transaction (absent: deleted). */
export function productsUpdatedAt(req: PayloadRequest, ids: string[], how: BulkPath = {}): Promise<Map<string, string>> {
  return onTables(req, ['products'], how) ? updatedAtFromTable(req, ids) : updatedAtThroughPayload(req, ids)
}

/** Appends a batch of audit entries in `req`'s transaction. */
export function insertAuditEntries(req: PayloadRequest, entries: AuditEntryRow[], how: BulkPath = {}): Promise<void> {
  return onTables(req, AUDIT_TABLES, how) ? insertAuditEntriesIntoTables(req, entries) : insertAuditEntriesThroughPayload(req, entries)
}
