// @ts-check
// Response headers of the production server (scripts/serve.mjs): a Content-Security-Policy per part of the site,
// no framing anywhere, HSTS when the site is served over https. docs/decisions/011-the-shop-s-attack-surface.md.
import { randomBytes } from 'node:crypto'

const RAZORPAY = 'https://checkout.razorpay.com'

/** The storefront: its own scripts and Razorpay Checkout (loaded on the first online payment), nothing inline. */
const STOREFRONT_CSP = [
  "default-src 'self'",
  `script-src 'self' ${RAZORPAY}`,
  // react-hot-toast writes its styles into a <style> element at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.razorpay.com",
  "font-src 'self' data:",
  "connect-src 'self' https://*.razorpay.com",
  `frame-src https://api.razorpay.com ${RAZORPAY}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]

/**
 * Payload's admin (Next.js): its pages carry inline scripts (the React server payload). Each answer gets a fresh
 * nonce, and Next.js stamps its scripts with the nonce it finds in the request's policy (see applySecurityHeaders):
 * no other inline script runs.
 */
const adminCsp = (/** @type {string} */ nonce) => [
  "default-src 'self'",
  `script-src 'self' 'nonce-${nonce}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
]

/** JSON answers and media files: nothing to run, nothing to frame. */
const API_CSP = ["default-src 'none'", "img-src 'self'", "frame-ancestors 'none'", 'sandbox']

const isAdmin = (/** @type {string} */ pathname) =>
  pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/_next/')

/**
 * The headers every answer carries; `publicUrl` is the site's origin (PUBLIC_URL). Only an admin page gets a nonce (a
 * fresh one for each answer unless `nonce` is given); the storefront's and the API's headers never change, and are
 * made once per origin: they are set on every answer, thousands a second.
 * @param {string} pathname
 * @param {string} [nonce]
 * @returns {Readonly<Record<string, string>>}
 */
export function securityHeaders(pathname, publicUrl = '', nonce) {
  if (isAdmin(pathname)) return headersOf(adminCsp(nonce ?? randomBytes(16).toString('base64')), publicUrl)
  const api = pathname === '/api' || pathname.startsWith('/api/')
  const key = `${api ? 'api' : 'storefront'} ${publicUrl}`
  let headers = fixedHeaders.get(key)
  if (!headers) {
    headers = Object.freeze(headersOf(api ? API_CSP : STOREFRONT_CSP, publicUrl))
    fixedHeaders.set(key, headers)
  }
  return headers
}

/** The storefront's and the API's headers, by part and origin. */
const fixedHeaders = new Map()

/**
 * The policy with the site's own origin (PUBLIC_URL) among the image sources. Media addresses are absolute, made from
 * PUBLIC_URL: a page opened under another name of the same server (`127.0.0.1` for `localhost`, a LAN address) would
 * otherwise show every product image broken.
 * @param {readonly string[]} policy
 * @param {string} publicUrl
 */
function withSiteImages(policy, publicUrl) {
  const origin = URL.canParse(publicUrl) ? new URL(publicUrl).origin : null
  if (!origin || origin === 'null') return policy
  return policy.map((directive) => (directive.startsWith('img-src ') ? `${directive} ${origin}` : directive))
}

/**
 * @param {readonly string[]} policy
 * @param {string} publicUrl
 */
function headersOf(policy, publicUrl) {
  const https = publicUrl.startsWith('https://')
  const own = withSiteImages(policy, publicUrl)
  const csp = https ? [...own, 'upgrade-insecure-requests'] : own
  return {
    'Content-Security-Policy': csp.join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * Sets the headers on a Node.js response before anything else answers it. An admin request also carries its policy
 * (and so its nonce) to Next.js, which reads a request's `Content-Security-Policy` header to stamp its scripts.
 * @param {Pick<import('node:http').IncomingMessage, 'url' | 'headers'>} req
 * @param {{ setHeader(name: string, value: string): unknown }} res
 */
export function applySecurityHeaders(req, res, publicUrl = process.env.PUBLIC_URL ?? '') {
  const pathname = (req.url ?? '/').split('?')[0]
  const headers = securityHeaders(pathname, publicUrl)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (isAdmin(pathname)) req.headers['content-security-policy'] = headers['Content-Security-Policy']
}
