/** A lot expiring long after any test runs. */
export const FAR_EXPIRY = '2099-12'

/** One lot per line for its whole quantity: what shipping needs when the test is not about lots. */
export function oneLotPerLine(lines: readonly { code?: string | null; quantity: number }[] | null | undefined, lot = 'LOT-TEST-1') {
  return (lines ?? []).map((line) => ({ code: line.code ?? '', lot, expiry: FAR_EXPIRY, quantity: line.quantity }))
}
