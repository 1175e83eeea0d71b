import { z } from 'zod'

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** 2-digit state code, 10-character PAN, entity number, `Z`, check character. */
const SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0–9, A–Z = 0–35) is multiplied by
 * 1, 2, 1, 2, … from the left; every product adds its quotient and remainder by 36; the check is (36 − sum mod 36)
 * mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (const [index, character] of [...first14].entries()) {
    const product = CHARSET.indexOf(character) * (index % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARSET[(36 - (sum % 36)) % 36]
}

/** A well-formed GSTIN (uppercase) whose last character is its check character. */
export function isValidGstin(gstin: string): boolean {
  return SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]
}

export const INVALID_GSTIN = 'Enter a valid 15-character GSTIN'

/** An optional GSTIN field: blank becomes null; otherwise trimmed, uppercased and check-digit validated. */
export const optionalGstinSchema = z
  .union([z.string(), z.null()], { error: INVALID_GSTIN })
  .optional()
  .transform((value) => (value ?? '').trim().toUpperCase() || null)
  .refine((value) => value === null || isValidGstin(value), INVALID_GSTIN)
