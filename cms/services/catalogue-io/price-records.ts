import { randomBytes, randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { recordPrices, type CodePrices } from '../../catalogue/changes'
import { formatPaise } from '../../contract/money'
import { insertAuditEntries, type AuditEntryRow, type BulkPath } from '../../database'
import { invalidate, writeStamps } from '../cache'
import type { PriceWrite, Prices } from './plan'
import { nextTurn } from '../../lib/turn'

type PriceChange = Pick<PriceWrite, 'productId' | 'name' | 'draft' | 'codes'>
type AuditChange = AuditEntryRow['changes'][number]

const money = (paise: number) => formatPaise(paise, { symbol: '₹' })

/** Audit entries per batch (one statement per table on SQLite, `insertAuditEntries`): other requests get a turn between two statements. */
const ENTRIES_PER_BATCH = 50

/**
 * What the collection's hooks record after a product edit, for prices written in bulk (prices.ts), in `req`'s
 * transaction: change records carrying the new prices (every process patches them into its catalogue instead of
 * reading the products again) and the cache stamp, so every other process serves the prices once committed; and
 * one audit entry per product, as an admin edit of its prices gives ("MRP of NC 8141 changed from ₹640.00 to ₹660.00"). Unlike a hook, it does not clear this process's answers:
 * a refresh started inside the transaction could only read the prices as they were, and this process's readers would
 * wait for it. The caller clears them once the transaction has been committed (`clearAfterCommit`).
 */
export async function recordPriceChanges(req: PayloadRequest, products: PriceChange[], at: string, how: BulkPath = {}): Promise<void> {
  if (products.length === 0) return
  await recordPrices(
    req,
    products.map(({ productId, codes }) => ({
      productId,
      codes: codes.map(({ shortCode, after }): CodePrices => [shortCode, after.originalPrice, after.discountedPrice]),
    })),
    at,
  )
  await writeStamps(req, ['catalogue'])
  for (let start = 0; start < products.length; start += ENTRIES_PER_BATCH) {
    await nextTurn()
    const batch = products
      .slice(start, start + ENTRIES_PER_BATCH)
      .map((product) => auditEntry(req, product, at))
      .filter((entry) => entry.changes.length > 0)
    if (batch.length === 0) continue
    await insertAuditEntries(req, batch, how)
  }
}

/** Clears this process's catalogue answers after a committed bulk price write (`recordPriceChanges`). */
export function clearAfterCommit(): void {
  invalidate(['catalogue'])
}

function auditEntry(req: PayloadRequest, product: PriceChange, at: string): AuditEntryRow {
  const user = req.user!
  const changes = product.codes.flatMap(({ shortCode, before, after }) => [
    ...priceChange('originalPrice', `MRP of ${shortCode}`, before, after),
    ...priceChange('discountedPrice', `Our price of ${shortCode}`, before, after),
  ])
  const name = product.name ? `Product “${product.name}”` : 'Product'
  const sentences = changes.map((change) => `${change.label} changed from ${change.from} to ${change.to}`)
  return {
    id: randomUUID(),
    source: 'products',
    documentId: product.productId,
    documentLabel: product.name || product.productId,
    action: 'update',
    summary: `${name}${product.draft ? ' (draft)' : ''}: ${sentences.join('; ')}`,
    changes,
    by: String(user.id),
    byEmail: String((user as { email?: string }).email ?? user.id),
    createdAt: at,
    updatedAt: at,
  }
}

/** A random prefix per process: array row ids are this and a counter, 24 hex digits as Payload makes them. */
const ROW_ID_PREFIX = randomBytes(8).toString('hex')
let rowCount = 0

/** An array row's id, unique without asking the system for randomness each time (an import writes thousands). */
function rowId(): string {
  rowCount = (rowCount + 1) % 0x1_0000_0000
  return `${ROW_ID_PREFIX}${rowCount.toString(16).padStart(8, '0')}`
}

function priceChange(key: keyof Prices, label: string, before: Prices, after: Prices): AuditChange[] {
  return before[key] === after[key]
    ? []
    : [{ id: rowId(), path: `variants.codes.${key}`, label, from: money(before[key]), to: money(after[key]) }]
}
