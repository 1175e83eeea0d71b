/** Field rules shared by collections, the shop API and the storefront forms. */

/** Six digits, the first one 1–9 (India Post PIN codes never start with 0). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/

export function isValidPincode(value: unknown): boolean {
  return typeof value === 'string' && PINCODE_PATTERN.test(value)
}

/** E.164: a plus sign and at most 15 digits, the first not 0. */
export function toE164(countryCode: string, phoneNumber: string): string {
  const dial = countryCode.replace(/[^0-9]/g, '')
  const digits = phoneNumber.replace(/[^0-9]/g, '')
  return `+${dial}${digits}`
}
