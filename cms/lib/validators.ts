/** Field rules shared by collections, the shop API and the storefront forms. */

/** Six digits, the first one 1–9 (India Post PIN codes never start with 0). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/

/**
 * GSTIN: 2-digit state code, 10-character PAN (5 letters, 4 digits, 1 letter), entity number (1–9 or A–Z),
 * the letter Z, and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

export function isValidPincode(value: unknown): boolean {
  return typeof value === 'string' && PINCODE_PATTERN.test(value)
}

export function isValidGstin(value: unknown): boolean {
  return typeof value === 'string' && GSTIN_PATTERN.test(value.toUpperCase())
}

/** E.164: a plus sign and at most 15 digits, the first not 0. */
export function toE164(countryCode: string, phoneNumber: string): string {
  const dial = countryCode.replace(/[^0-9]/g, '')
  const digits = phoneNumber.replace(/[^0-9]/g, '')
  return `+${dial}${digits}`
}
