import { sql } from 'drizzle-orm'
import type { PayloadRequest } from 'payload'

import { nextTurn } from '../../lib/turn'
import type { AuditEntryRow, PricedProduct } from '../catalogue-rows'
import { connectionOf } from './tables'

/** Products whose `updatedAt` is read per query. */
const IDS_PER_QUERY = 500

/**
 * The prices of a batch of products' codes, one statement per table on the connection of `req`'s transaction: the
 * codes of each product and of its latest version (what the admin edits), and both rows' `updatedAt`, other
 * requests getting a turn between two statements. Answers how many code rows of the products it found.
 */
export async function writeCodePricesToTables(req: PayloadRequest, batch: PricedProduct[], updatedAt: string): Promise<number> {
  const db = connectionOf(req)
  const values = sql.join(
    batch.flatMap((product) =>
      product.codes.map((code) => sql`(${code.shortCode}, ${product.productId}, ${code.originalPrice}, ${code.discountedPrice})`),
    ),
    sql`, `,
  )
  const ids = sql.join(
    batch.map((product) => sql`${product.productId}`),
    sql`, `,
  )
  const main = await db.run(sql`
    WITH v(code, product, mrp, ours) AS (VALUES ${values})
    UPDATE products_variants_codes AS c SET original_price = v.mrp, discounted_price = v.ours FROM v
    WHERE c.short_code = v.code AND EXISTS (SELECT 1 FROM products_variants s WHERE s.id = c._parent_id AND s._parent_id = v.product)`)
  await nextTurn()
  await db.run(sql`
    WITH v(code, product, mrp, ours) AS (VALUES ${values})
    UPDATE _products_v_version_variants_codes AS c SET original_price = v.mrp, discounted_price = v.ours FROM v
    WHERE c.short_code = v.code AND EXISTS (
      SELECT 1 FROM _products_v_version_variants s JOIN _products_v p ON p.id = s._parent_id
      WHERE s.id = c._parent_id AND p.latest = 1 AND p.parent_id = v.product)`)
  await nextTurn()
  await db.run(sql`UPDATE products SET updated_at = ${updatedAt} WHERE id IN (${ids})`)
  await nextTurn()
  await db.run(
    sql`UPDATE _products_v SET updated_at = ${updatedAt}, version_updated_at = ${updatedAt} WHERE latest = 1 AND parent_id IN (${ids})`,
  )
  return main.rowsAffected
}

/** The `updatedAt` of each of `ids`, from the products table, a query per `IDS_PER_QUERY`. */
export async function updatedAtFromTable(req: PayloadRequest, ids: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const chunk = sql.join(
      ids.slice(start, start + IDS_PER_QUERY).map((id) => sql`${id}`),
      sql`, `,
    )
    const rows = await connectionOf(req).all<{ id: string; updatedAt: string }>(
      sql`SELECT id, updated_at AS updatedAt FROM products WHERE id IN (${chunk})`,
    )
    for (const row of rows) found.set(String(row.id), row.updatedAt)
    await nextTurn()
  }
  return found
}

/** Audit entries a short transaction writes at most (a stock movement batch); larger batches are an import's. */
const SMALL_AUDIT_BATCH = 100

/** A batch of audit entries as Payload's SQLite adapter stores them: one statement per table. */
export async function insertAuditEntriesIntoTables(req: PayloadRequest, batch: AuditEntryRow[]): Promise<void> {
  if (batch.length === 0) return
  const db = connectionOf(req)
  const entries = sql.join(
    batch.map(
      (entry) =>
        sql`(${entry.id}, ${entry.createdAt}, ${entry.updatedAt}, ${entry.byEmail}, ${entry.summary}, ${entry.by}, ${entry.source}, ${entry.documentId}, ${entry.documentLabel}, ${entry.action})`,
    ),
    sql`, `,
  )
  const changes = sql.join(
    batch.flatMap((entry) =>
      entry.changes.map(
        (change, index) => sql`(${index + 1}, ${entry.id}, ${change.id}, ${change.label}, ${change.from}, ${change.to}, ${change.path})`,
      ),
    ),
    sql`, `,
  )
  await db.run(
    sql`INSERT INTO audit_entries (id, created_at, updated_at, by_email, summary, by_id, source, document_id, document_label, action) VALUES ${entries}`,
  )
  if (!batch.some((entry) => entry.changes.length > 0)) return
  // An import's batch gives other requests a turn between its two statements. A small batch (a stock movement's, in a
  // short transaction) does not: while it holds the write lock, each request given the turn would try to write and
  // block the thread in SQLite's busy wait.
  if (batch.length > SMALL_AUDIT_BATCH) await nextTurn()
  await db.run(sql`INSERT INTO audit_entries_changes (_order, _parent_id, id, label, "from", "to", path) VALUES ${changes}`)
}
