import type { Payload } from 'payload'

import { codesMovedAfterOnTable, ledgerEndOnTable } from './sqlite/stock-feed'
import { hasSqliteTables } from './sqlite/tables'

/**
 * The stock ledger read as the feed of what moved (docs/decisions/085-the-ledger-as-the-stock-feed.md). On SQLite one
 * writer appends at a time, so the movements' row order is the order in which they became visible: a process keeps
 * the row it read last and asks for the codes moved after it, and no movement needs a record of its own for other
 * processes to learn of it. MongoDB has no such order: there `ledgerIsFeed` is false, and each movement's transaction
 * also writes a change record.
 */
export function ledgerIsFeed(payload: Payload): boolean {
  return hasSqliteTables(payload, ['stock_movements'])
}

/** Where the ledger ends now: the position `codesMovedAfter` reads from. Only where `ledgerIsFeed`. */
export function ledgerEnd(payload: Payload): Promise<number> {
  return ledgerEndOnTable(payload)
}

/**
 * The codes moved after `position` (each once) and the position of the last movement read, to ask from next time.
 * Only where `ledgerIsFeed`.
 */
export function codesMovedAfter(payload: Payload, position: number): Promise<{ codes: string[]; end: number }> {
  return codesMovedAfterOnTable(payload, position)
}
