import { randomBytes } from 'node:crypto'

/** Letters and digits that cannot be misread for one another (no I, O, 0, 1). */
const READABLE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * A reference people read out on the phone, such as NS-261122-7KQ4MZ: a prefix, the day (UTC, YYMMDD) and `length`
 * unambiguous random characters.
 */
export function readableId(prefix: string, length: number, now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  const suffix = Array.from(randomBytes(length), (byte) => READABLE_ALPHABET[byte % READABLE_ALPHABET.length]).join('')
  return `${prefix}-${date}-${suffix}`
}
