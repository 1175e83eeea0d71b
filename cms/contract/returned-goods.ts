/**
 * What happens to the goods of a received return, chosen by staff per line for products that track stock: back into
 * the lot they were shipped from at the main warehouse, into quarantine (kept, never sold), or written off with a
 * reason (no stock change).
 */
export const RETURNED_GOODS_ACTIONS = ['stock', 'quarantine', 'write-off'] as const
export type ReturnedGoodsAction = (typeof RETURNED_GOODS_ACTIONS)[number]

export const RETURNED_GOODS_ACTION_LABELS: Record<ReturnedGoodsAction, string> = {
  stock: 'Back to stock',
  quarantine: 'Quarantine',
  'write-off': 'Write off',
}

/** The location quarantined goods go to, made on first use; its stock is never available to buyers. */
export const QUARANTINE_LOCATION = { name: 'Quarantine', code: 'QUARANTINE', sellable: false } as const
