/**
 * What staff choose for each line's goods when receiving a return, for tests that are not about the goods: every line
 * written off (a product that does not track stock ignores the choice).
 */
export function goodsWrittenOff(lines: readonly unknown[]): { action: 'write-off'; writeOffReason: string }[] {
  return lines.map(() => ({ action: 'write-off', writeOffReason: 'Not inspected in this test' }))
}
