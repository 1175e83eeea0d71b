import type { PayloadRequest } from 'payload'

import { IDS_PER_RECORD, recordChange } from '../../catalogue/changes'
import { formatPaise } from '../../contract/money'
import { invalidateAfterEdit } from '../cache'
import { nextTurn } from './prices'
import type { PriceWrite, Prices } from './plan'

type PriceChange = Pick<PriceWrite, 'productId' | 'name' | 'draft' | 'codes'>

const money = (paise: number) => formatPaise(paise, { symbol: '₹' })

/** Audit entries per batch before other requests get a turn. */
const ENTRIES_PER_TURN = 200

/**
 * What the collection's hooks record after a product edit, for prices written in bulk (prices.ts), in `req`'s
 * transaction: the catalogue change records (at most `IDS_PER_RECORD` products each) and the cache stamp, so every
 * process serves the prices once committed; and one audit entry per product, as an admin edit of its prices gives
 * ("MRP of NC 8141 changed from ₹640.00 to ₹660.00").
 */
export async function recordPriceChanges(req: PayloadRequest, products: PriceChange[], at: string): Promise<void> {
  if (products.length === 0) return
  const ids = products.map((product) => product.productId)
  for (let start = 0; start < ids.length; start += IDS_PER_RECORD)
    await recordChange(req, 'product', ids.slice(start, start + IDS_PER_RECORD))
  await invalidateAfterEdit(req, ['catalogue'])
  const user = req.user!
  for (const [index, product] of products.entries()) {
    const changes = product.codes.flatMap(({ shortCode, before, after }) => [
      ...priceChange('originalPrice', `MRP of ${shortCode}`, before, after),
      ...priceChange('discountedPrice', `Our price of ${shortCode}`, before, after),
    ])
    if (changes.length === 0) continue
    const name = product.name ? `Product “${product.name}”` : 'Product'
    await req.payload.db.create({
      collection: 'audit-entries',
      data: {
        source: 'products',
        documentId: product.productId,
        documentLabel: product.name || product.productId,
        action: 'update',
        summary: `${name}${product.draft ? ' (draft)' : ''}: ${changes.map((change) => `${change.label} changed from ${change.from} to ${change.to}`).join('; ')}`,
        changes,
        by: String(user.id),
        byEmail: String((user as { email?: string }).email ?? user.id),
        createdAt: at,
        updatedAt: at,
      },
      req,
      returning: false,
    })
    if (index % ENTRIES_PER_TURN === ENTRIES_PER_TURN - 1) await nextTurn()
  }
}

function priceChange(key: keyof Prices, label: string, before: Prices, after: Prices) {
  return before[key] === after[key] ? [] : [{ path: `variants.codes.${key}`, label, from: money(before[key]), to: money(after[key]) }]
}
