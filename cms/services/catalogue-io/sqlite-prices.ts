import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { PricedProduct } from './prices'
import { connectionOf, hasSqliteTables } from './sqlite'
import { nextTurn } from '../../lib/turn'

const TABLES = [
  'products',
  'products_variants',
  'products_variants_codes',
  '_products_v',
  '_products_v_version_variants',
  '_products_v_version_variants_codes',
] as const

/** Whether prices can be written to Payload's SQLite tables directly. */
export const canWriteTables = (payload: Payload): boolean => hasSqliteTables(payload, TABLES)

/**
 * The prices of a batch of products' codes, one statement per table on the connection of `req`'s transaction: the
 * codes of each product and of its latest version (what the admin edits), and both rows' `updatedAt`, other
 * requests getting a turn between two statements. Answers how many code rows of the products it found.
 */
export async function writePricesToTables(req: PayloadRequest, batch: PricedProduct[], updatedAt: string): Promise<number> {
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
