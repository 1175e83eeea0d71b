// Response headers of the production server (scripts/serve.mjs): a Content-Security-Policy per part of the site,
// no framing anywhere, HSTS when the site is served over https. docs/decisions/011-the-shop-s-attack-surface.md.

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

/** Payload's admin (Next.js): its pages carry inline scripts (the React server payload), so they need 'unsafe-inline'. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
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
const API_CSP = ["default-src 'none'", "img-src 'self'", "frame-ancestors 'none'", "sandbox"]

function policyFor(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/')) return API_CSP
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/_next/')) return ADMIN_CSP
  return STOREFRONT_CSP
}

/** The headers every answer carries; `publicUrl` is the site's origin (PUBLIC_URL). */
export function securityHeaders(pathname, publicUrl = '') {
  const https = publicUrl.startsWith('https://')
  const csp = https ? [...policyFor(pathname), 'upgrade-insecure-requests'] : policyFor(pathname)
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

/** Sets the headers on a Node.js response before anything else answers it. */
export function applySecurityHeaders(req, res, publicUrl = process.env.PUBLIC_URL ?? '') {
  const pathname = (req.url ?? '/').split('?')[0]
  for (const [name, value] of Object.entries(securityHeaders(pathname, publicUrl))) res.setHeader(name, value)
}
