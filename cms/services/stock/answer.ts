import type { StockMovementResponse } from '../../contract/stock'
import type { StockLocation } from '../../payload-types'
import type { RecordedMovement } from './ledger'

/** A receipt's or an adjustment's answer: its reference, its movements, and each lot's balance after them. */
export function movementAnswer(document: string, location: StockLocation, recorded: RecordedMovement[]): StockMovementResponse {
  const balances = new Map(recorded.map(({ balance }) => [String(balance.id), balance]))
  return {
    document,
    movements: recorded.map(({ movement }) => String(movement.id)),
    balances: [...balances.values()].map((balance) => ({
      code: balance.code,
      lot: balance.lot,
      expiry: balance.expiry,
      location: location.code,
      onHand: balance.onHand,
      reserved: balance.reserved,
      available: balance.available,
    })),
  }
}
