// What the server log must never hold in clear: tokens, passwords, reset links, full email addresses and phone numbers.
// Applied to every string of every log line (cms/lib/logger.ts), whoever wrote it.

/** JSON Web Tokens (the shop's and the admin's sessions): three base64url parts, the first an encoded `{"`. */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g
/** An `Authorization` value written out. */
const AUTH_SCHEME = /\b(Bearer|JWT|Basic)\s+[\w.~+/=-]{8,}/gi
/** Secret-bearing parameters of a query string or form, as in a reset link (`?token=…`). */
const SECRET_PARAM = /([?&;\s"'](?:[\w-]*(?:token|password|secret|signature|otp)[\w-]*)=)[^&\s"';#]+/gi
/** Long hex strings: Payload's reset and verification tokens (40 hex characters), API keys. */
const LONG_HEX = /\b[0-9a-f]{32,}\b/gi
const EMAIL = /\b([\w.+-])[\w.+-]*@([\w-]+(?:\.[\w-]+)+)\b/g
/**
 * A phone number: 10 or more digits, possibly with a leading + and spaces or dashes between groups; not the start of
 * a UUID (a request id) whose first groups happen to be all digits, which goes on with a dash and a hex digit.
 */
const PHONE = /(?<![\w.:/-])\+?\d(?:[ -]?\d){9,14}(?![\w.]|-[0-9a-f])/gi

/** Keys whose whole value is a secret wherever they appear in a logged object. */
const SECRET_KEY =
  /^(password|newPassword|currentPassword|confirmPassword|token|accessToken|refreshToken|resetPasswordToken|authorization|cookie|set-cookie|secret|apiKey|hash|salt)$/i
const MASKED = '[masked]'

function maskPhone(match: string): string {
  const digits = match.replace(/\D/g, '')
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`
}

/** The text with every secret replaced and every email and phone number shortened to a hint. */
export function maskText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(AUTH_SCHEME, (_, scheme: string) => `${scheme} ${MASKED}`)
    .replace(SECRET_PARAM, (_, name: string) => `${name}${MASKED}`)
    .replace(LONG_HEX, '[token]')
    .replace(EMAIL, (_, first: string, domain: string) => `${first}***@${domain}`)
    .replace(PHONE, maskPhone)
}

/**
 * A copy of a log line's value with secret keys masked and every string passed through `maskText`. Depth-limited:
 * a log line is small, and a cycle must not hang the logger.
 */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value)
  if (value === null || typeof value !== 'object' || depth > 8) return value
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1))
  if (value instanceof Error) return maskError(value)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? MASKED : maskDeep(item, depth + 1)
  return copy
}

/** An error as a log line carries it (type, message, stack, and its own fields), masked. */
export function maskError(error: Error): Record<string, unknown> {
  const fields = maskDeep({ ...error }, 1) as Record<string, unknown>
  return {
    ...fields,
    type: error.name,
    message: maskText(error.message),
    stack: error.stack === undefined ? undefined : maskText(error.stack),
  }
}
