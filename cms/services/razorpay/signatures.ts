import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `message` with `secret`, as lowercase hex (Razorpay's signature format). */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/**
 * Constant-time comparison of an expected hex signature with one received. `timingSafeEqual` throws on buffers of
 * different lengths, so anything that is not exactly a 64-character hex string is refused before comparing.
 */
export function signatureMatches(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string' || !/^[0-9a-f]{64}$/i.test(receivedHex)) return false
  const expected = Buffer.from(expectedHex, 'hex')
  const received = Buffer.from(receivedHex.toLowerCase(), 'hex')
  return expected.length === received.length && timingSafeEqual(expected, received)
}

/** Checkout's payment signature: HMAC-SHA256(`<razorpay order id>|<payment id>`, key secret). */
export function paymentSignature(keySecret: string, razorpayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${razorpayOrderId}|${paymentId}`)
}

/** A webhook's signature: HMAC-SHA256(raw body, webhook secret), sent in `X-Razorpay-Signature`. */
export function webhookSignature(webhookSecret: string, rawBody: string): string {
  return hmacHex(webhookSecret, rawBody)
}
