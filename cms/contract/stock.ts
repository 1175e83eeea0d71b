/**
 * Stock: a ledger of movements per catalogue code, lot (with its expiry month) and location, and the balance each
 * keeps (on hand, reserved, available). Shared by the server, the admin and the storefront.
 */

/** Every kind of change to stock. A movement is never edited or deleted; a mistake is undone by a reversing one. */
export const STOCK_MOVEMENT_TYPES = [
  'receipt',
  'reservation',
  'release',
  'shipment',
  'return',
  'quarantine',
  'adjustment',
  'transfer',
] as const

/** Why stock was adjusted by hand. */
export const STOCK_ADJUSTMENT_REASONS = ['count-correction', 'damage', 'expiry-write-off', 'sample'] as const
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number]

export const STOCK_ADJUSTMENT_REASON_LABELS: Record<StockAdjustmentReason, string> = {
  'count-correction': 'Count correction',
  damage: 'Damage',
  'expiry-write-off': 'Expiry write-off',
  sample: 'Sample',
}
