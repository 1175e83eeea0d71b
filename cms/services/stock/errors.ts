/** A movement would take a lot's balance below zero (on hand, reserved or available): nothing of its batch is written. */
export class StockShortage extends Error {
  constructor(
    /** Which movement of the batch, from 0. */
    readonly index: number,
    readonly code: string,
    readonly lot: string,
    /** What the lot held when the write was refused (0 for a lot never received there). */
    readonly available: number,
  ) {
    super(`Code ${code} lot ${lot}: only ${available} available`)
    this.name = 'StockShortage'
  }
}

/** A lot is already kept with another expiry: one lot number has one expiry. */
export class LotExpiryMismatch extends Error {
  constructor(
    readonly index: number,
    readonly code: string,
    readonly lot: string,
    readonly recordedExpiry: string,
  ) {
    super(`Code ${code} lot ${lot} is recorded with expiry ${recordedExpiry}`)
    this.name = 'LotExpiryMismatch'
  }
}
