import type { PayloadRequest } from 'payload'

import { appendChangeRecord } from '../../database'
import { invalidate, invalidateOnCommit } from '../cache'
import { staffMovedStock } from './availability'

/**
 * Tells every process which codes' stock changed (docs/decisions, availability freshness): a `stock` change record
 * naming the codes and the `stock` cache stamp, written with `req` inside the movement's transaction, so both become
 * visible exactly when the movement does. Written afresh on every try of the transaction (a retried MongoDB
 * transaction leaves nothing of the aborted one).
 */
export async function recordStockChange(req: PayloadRequest, codes: readonly string[]): Promise<void> {
  const ids = [...new Set(codes)]
  if (ids.length === 0) return
  await appendChangeRecord(req, { kind: 'stock', ids, at: Date.now() })
  await invalidateOnCommit(req, ['stock'])
  if (req.user?.collection === 'users') staffMovedStock()
}

/**
 * Once the movement's own transaction has committed: this process reads the change at once (other processes read it
 * from the stamp). Inside a caller's transaction, `invalidateOnCommit` does it at that transaction's end.
 */
export function stockChangeCommitted(req: PayloadRequest): void {
  if (req.transactionID === undefined || req.transactionID === null) invalidate(['stock'])
}
