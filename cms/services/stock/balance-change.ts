import type { StockMovementType } from '../../contract/stock'

/** What a movement does to its lot's balance. `available` is always onHand − reserved. */
export type BalanceChange = { onHand: number; reserved: number; available: number }

/** The figure each kind of movement changes, by its signed quantity. Every movement changes exactly one. */
const CHANGES: Record<StockMovementType, 'onHand' | 'reserved'> = {
  receipt: 'onHand',
  return: 'onHand',
  adjustment: 'onHand',
  quarantine: 'onHand',
  transfer: 'onHand',
  shipment: 'onHand',
  reservation: 'reserved',
  release: 'reserved',
}

/**
 * A movement's change to its balance: receipts, returns, adjustments, quarantine, transfers and shipments move units
 * on hand (in positive, out negative); reservations and their releases move reserved units (a reservation positive, a
 * release negative). A shipment of reserved units is a release and a shipment under one document.
 */
export function balanceChangeOf(type: StockMovementType, quantity: number): BalanceChange {
  return CHANGES[type] === 'onHand'
    ? { onHand: quantity, reserved: 0, available: quantity }
    : { onHand: 0, reserved: quantity, available: -quantity }
}

export const NO_CHANGE: BalanceChange = { onHand: 0, reserved: 0, available: 0 }

export function addChanges(a: BalanceChange, b: BalanceChange): BalanceChange {
  return { onHand: a.onHand + b.onHand, reserved: a.reserved + b.reserved, available: a.available + b.available }
}
