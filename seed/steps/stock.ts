import { createLocalReq } from 'payload'

import { shopDay } from '../../cms/lib/shop-time'
import { mainWarehouse, recordMovements } from '../../cms/services/stock'
import { CATALOGUE } from '../data/products'
import { OPENING_RECEIPT, OPENING_WRITE_OFF, openingLots } from '../data/stock'
import type { SeedContext } from './context'

/**
 * The main warehouse and the opening stock of every seeded code, through the stock ledger (a receipt, and the
 * write-offs that leave two codes sold out), so `npm run stock:check` holds from the start. Skipped when the opening
 * receipt is there already.
 */
export async function seedStock(ctx: SeedContext): Promise<void> {
  const { payload } = ctx
  const req = await createLocalReq({}, payload)
  const location = String((await mainWarehouse(req)).id)
  const seeded = await payload.count({ collection: 'stock-movements', where: { document: { equals: OPENING_RECEIPT } } })
  if (seeded.totalDocs > 0) {
    ctx.log('stock: opening stock there already')
    return
  }
  const started = Date.now()
  const codes = CATALOGUE.flatMap((group) =>
    group.products.flatMap((product) => product.variants.flatMap((size) => size.codes.map((code) => code.shortCode))),
  )
  const { lots, writeOffs } = openingLots(codes, shopDay(new Date()).slice(0, 7))
  await recordMovements(
    req,
    lots.map((lot) => ({ type: 'receipt' as const, ...lot, location, document: OPENING_RECEIPT })),
  )
  await recordMovements(
    req,
    writeOffs.map((lot) => ({ type: 'adjustment' as const, ...lot, location, document: OPENING_WRITE_OFF })),
  )
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  ctx.log(`stock: ${lots.length} lots of ${codes.length} codes in the main warehouse, ${writeOffs.length} written off (${seconds} s)`)
}
