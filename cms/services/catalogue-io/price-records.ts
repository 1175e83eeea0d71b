import { randomBytes, randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { recordPrices, type CodePrices } from '../catalogue/changes'
import { insertAuditEntries, type AuditEntryRow, type BulkPath } from '../../database'
import { auditEntryOf } from '../../lib/audit/entry'
import { productAudit } from '../../lib/audit/specs'
import { invalidate, writeStamps } from '../cache'
import type { PriceWrite } from './plan'
import { nextTurn } from '../../lib/turn'

type PriceChange = Pick<PriceWrite, 'productId' | 'name' | 'draft' | 'codes'>

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
      .filter((entry) => entry !== null)
    if (batch.length === 0) continue
    await insertAuditEntries(req, batch, how)
  }
}

/** Clears this process's catalogue answers after a committed bulk price write (`recordPriceChanges`). */
export function clearAfterCommit(): void {
  invalidate(['catalogue'])
}

/** A product as the audit trail compares it, with its codes' prices on one `side` of the write. */
function pricedProduct(product: PriceChange, side: 'before' | 'after') {
  return {
    name: product.name,
    _status: product.draft ? 'draft' : 'published',
    variants: [{ codes: product.codes.map((code) => ({ shortCode: code.shortCode, ...code[side] })) }],
  }
}

/** The entry an admin edit of the product's prices makes (`auditEntryOf`, as the hooks do), or null if none changed. */
function auditEntry(req: PayloadRequest, product: PriceChange, at: string): AuditEntryRow | null {
  const entry = auditEntryOf(req.user as { id: string; email?: string }, productAudit, {
    source: 'products',
    documentId: product.productId,
    action: 'update',
    before: pricedProduct(product, 'before'),
    after: pricedProduct(product, 'after'),
  })
  if (!entry) return null
  return { ...entry, id: randomUUID(), changes: entry.changes.map((change) => ({ id: rowId(), ...change })), createdAt: at, updatedAt: at }
}

/** A random prefix per process: array row ids are this and a counter, 24 hex digits as Payload makes them. */
const ROW_ID_PREFIX = randomBytes(8).toString('hex')
let rowCount = 0

/** An array row's id, unique without asking the system for randomness each time (an import writes thousands). */
function rowId(): string {
  rowCount = (rowCount + 1) % 0x1_0000_0000
  return `${ROW_ID_PREFIX}${rowCount.toString(16).padStart(8, '0')}`
}
