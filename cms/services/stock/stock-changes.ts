import type { PayloadRequest } from 'payload'

import { appendChangeRecord, ledgerIsFeed } from '../../database'
import { invalidate, invalidateHereOnCommit, invalidateOnCommit } from '../cache'
import { staffMovedStock } from './availability'

/**
 * Tells every process which codes' stock changed (docs/decisions/085-the-ledger-as-the-stock-feed.md). On SQLite the
 * movements say it themselves: other processes read the ledger's new rows, and this one reads them once the
 * movement's transaction has ended. Elsewhere (MongoDB) a `stock` change record naming the codes and the `stock`
 * cache stamp are written with `req` inside the movement's transaction, so both become visible exactly when the
 * movement does; written afresh on every try of the transaction (a retried MongoDB transaction leaves nothing of the
 * aborted one).
 */
export async function recordStockChange(req: PayloadRequest, codes: readonly string[]): Promise<void> {
  const ids = [...new Set(codes)]
  if (ids.length === 0) return
  if (ledgerIsFeed(req.payload)) {
    invalidateHereOnCommit(req, ['stock'])
  } else {
    await appendChangeRecord(req, { kind: 'stock', ids, at: Date.now() })
    await invalidateOnCommit(req, ['stock'])
  }
  if (req.user?.collection === 'users') staffMovedStock()
}

/**
 * Once the movement's own transaction has committed: this process reads the change at once (other processes read it
 * from the ledger or the stamp). Inside a caller's transaction, `recordStockChange` does it at that transaction's end.
 */
export function stockChangeCommitted(req: PayloadRequest): void {
  if (req.transactionID === undefined || req.transactionID === null) invalidate(['stock'])
}
