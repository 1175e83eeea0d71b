/**
 * What a return gives back of an invoiced line, in integer paise. A line paid `paid` for `quantity` units is shared out
 * by cumulative rounding: the first k units returned are worth round(paid × k ÷ quantity), so returns of the same
 * line, however split, add up to exactly what was paid for it once every unit is back (docs/decisions/030-returns.md).
 */
export function returnedShare(paid: number, quantity: number, alreadyReturned: number, returning: number): number {
  if (quantity <= 0 || returning <= 0) return 0
  const worth = (units: number) => {
    const exact = BigInt(paid) * BigInt(Math.min(units, quantity))
    const whole = BigInt(quantity)
    return Number((2n * exact + whole) / (2n * whole))
  }
  return worth(alreadyReturned + returning) - worth(alreadyReturned)
}
