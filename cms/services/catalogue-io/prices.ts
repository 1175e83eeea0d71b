import type { PayloadRequest } from 'payload'

import { writeCodePrices, type BulkPath, type PricedProduct } from '../../database'
import { conflict } from '../../lib/http-errors'
import { nextTurn } from '../../lib/turn'

/** Products per batch: other requests run between two statements, so reads stay fast while a revision is written. */
const PRODUCTS_PER_BATCH = 50

const MOVED = 'The catalogue changed while the import was written: preview the file again'

/**
 * Writes new prices of existing codes in `req`'s transaction, and stamps the products and their latest versions
 * with `updatedAt`; nothing else of a product is touched (no validation, version or hook: the caller records the
 * change, the audit entries and the import). Batch by batch through the database boundary (`writeCodePrices`: one
 * statement per table on SQLite, product by product through Payload's database API elsewhere, with the same result,
 * tests/int/catalogue-import-parity.test.ts); 409 when a code is gone.
 */
export async function writePrices(req: PayloadRequest, products: PricedProduct[], updatedAt: string, how: BulkPath = {}): Promise<void> {
  for (let start = 0; start < products.length; start += PRODUCTS_PER_BATCH) {
    const batch = products.slice(start, start + PRODUCTS_PER_BATCH)
    const codes = batch.reduce((sum, product) => sum + product.codes.length, 0)
    if ((await writeCodePrices(req, batch, updatedAt, how)) !== codes) throw conflict({ message: MOVED })
    await nextTurn()
  }
}
