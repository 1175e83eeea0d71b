import { z } from 'zod'

/**
 * GSTIN: 2-digit state code, 10-character PAN (5 letters, 4 digits, 1 letter), entity number (1–9 or A–Z), the
 * letter Z, and a check character computed from the first fourteen (mod 36).
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
export const GSTIN_FORMAT_MESSAGE = 'Enter a valid 15-character GSTIN'
export const GSTIN_CHECK_MESSAGE = 'This GSTIN is mistyped: its last character does not match the check digit'

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The 15th character of a GSTIN whose first fourteen are given: weights 1, 2, 1, 2 … and digits of each product in base 36. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let index = 0; index < 14; index++) {
    const product = ALPHABET.indexOf(first14[index]) * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return ALPHABET[(36 - (sum % 36)) % 36]
}

/** Why a GSTIN is refused, or null when it is well formed and its check character matches. */
export function gstinProblem(value: string): string | null {
  const gstin = value.trim().toUpperCase()
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_FORMAT_MESSAGE
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : GSTIN_CHECK_MESSAGE
}

export function isValidGstin(value: unknown): boolean {
  return typeof value === 'string' && gstinProblem(value) === null
}

/** An optional GSTIN field of a form or request: blank becomes null, anything else must pass the check. */
export const optionalGstinSchema = z
  .union([z.string().max(40), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null))
  .superRefine((value, context) => {
    const problem = value === null ? null : gstinProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
