import type { StockMovementResponse } from '../../contract/stock'
import type { StockLocation } from '../../payload-types'
import type { RecordedMovement } from './ledger'

/**
 * A receipt's, an adjustment's or a transfer's answer: its reference, its movements, and each lot's balance after them,
 * at the location (one of `locations`) it is kept.
 */
export function movementAnswer(
  document: string,
  locations: StockLocation | StockLocation[],
  recorded: RecordedMovement[],
): StockMovementResponse {
  const codes = new Map([locations].flat().map((location) => [String(location.id), location.code]))
  const balances = new Map(recorded.map(({ balance }) => [String(balance.id), balance]))
  return {
    document,
    movements: recorded.map(({ movement }) => String(movement.id)),
    balances: [...balances.values()].map((balance) => ({
      code: balance.code,
      lot: balance.lot,
      expiry: balance.expiry,
      location: codes.get(balance.location) ?? '',
      onHand: balance.onHand,
      reserved: balance.reserved,
      available: balance.available,
    })),
  }
}
