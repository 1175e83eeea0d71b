import { describe, expect, it } from 'vitest'

import { applySecurityHeaders, securityHeaders } from './security-headers.mjs'

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((entry) => [entry.split(' ')[0], entry]))

describe('security headers of the production server', () => {
  it('the storefront runs only its own scripts and Razorpay Checkout, nothing inline', () => {
    const csp = directives(securityHeaders('/products/sutures', 'http://localhost:3000')['Content-Security-Policy'])
    expect(csp['script-src']).toBe("script-src 'self' https://checkout.razorpay.com")
    expect(csp['object-src']).toBe("object-src 'none'")
    expect(csp['frame-ancestors']).toBe("frame-ancestors 'none'")
    expect(securityHeaders('/api/shop/product/single', 'http://localhost:3000')['Content-Security-Policy']).toBe(
      "default-src 'none'; img-src 'self' http://localhost:3000; frame-ancestors 'none'; sandbox",
    )
  })

  it("pages show the site's images when opened under another name of the server (127.0.0.1 for localhost)", () => {
    for (const path of ['/', '/admin/collections/media']) {
      const csp = directives(securityHeaders(path, 'http://localhost:3400/')['Content-Security-Policy'])
      expect(csp['img-src']?.split(' ')).toContain('http://localhost:3400')
    }
    expect(directives(securityHeaders('/', '')['Content-Security-Policy'])['img-src']).toBe(
      "img-src 'self' data: blob: https://*.razorpay.com",
    )
  })

  it('the admin runs inline scripts only with the nonce of its answer, which Next.js reads from the request', () => {
    const csp = directives(securityHeaders('/admin/collections/orders', 'http://localhost:3000')['Content-Security-Policy'])
    expect(csp['script-src']).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' *$/)
    expect(csp['script-src']).not.toContain('unsafe-inline')

    const answer = () => {
      const req = { url: '/admin/account?x=1', headers: {} as Record<string, string> }
      const sent: Record<string, string> = {}
      applySecurityHeaders(req, { setHeader: (name: string, value: string) => (sent[name] = value) }, 'http://localhost:3000')
      return { request: req.headers['content-security-policy'], response: sent['Content-Security-Policy'] }
    }
    const [first, second] = [answer(), answer()]
    expect(first.request).toBe(first.response)
    expect(first.response).not.toBe(second.response)
  })

  it('every part of the site refuses to be framed and sniffed', () => {
    for (const path of ['/', '/admin', '/admin/collections/orders', '/api/shop/category', '/api/media/file/x.webp']) {
      const headers = securityHeaders(path, 'http://localhost:3000')
      expect(headers['X-Frame-Options']).toBe('DENY')
      expect(headers['X-Content-Type-Options']).toBe('nosniff')
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['Permissions-Policy']).toContain('camera=()')
    }
  })

  it('HSTS only when the site is served over https', () => {
    expect(securityHeaders('/', 'http://localhost:3000')['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders('/', 'https://shop.example.com')['Strict-Transport-Security']).toMatch(/max-age=31536000/)
    expect(securityHeaders('/', 'https://shop.example.com')['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  })
})
