import { describe, expect, it } from 'vitest'

import { assignRequestId, loggablePath, routeLabel } from './request-log.mjs'

describe('request lines', () => {
  it('logs paths without the values of query parameters that can hold secrets', () => {
    expect(loggablePath('/reset-password?token=abc123&next=/account')).toBe('/reset-password?token=[masked]&next=/account')
    expect(loggablePath('/api/users?email=a@b.in&limit=10')).toBe('/api/users?email=[masked]&limit=10')
    expect(loggablePath('/api/shop/category')).toBe('/api/shop/category')
  })

  it('labels routes by pattern, so that no caller can grow the metrics without limit', () => {
    expect(routeLabel('/api/shop/order/invoice/NS-261122-7KQ4MZ', 200)).toBe('/api/shop/order/invoice/:id')
    expect(routeLabel('/api/products/3f2b8c1e-5d4a-4b7e-9c1f-2a3b4c5d6e7f', 200)).toBe('/api/products/:id')
    expect(routeLabel('/api/shop/anything/made/up', 404)).toBe('unmatched')
    expect(routeLabel('/product/trulon-sutures', 200)).toBe('storefront pages')
    expect(routeLabel('/admin/collections/orders', 200)).toBe('/admin')
  })

  it("keeps the proxy's request id when it is plain text, and makes one otherwise", () => {
    const answer = () => {
      const headers: Record<string, unknown> = {}
      return { headers, setHeader: (name: string, value: unknown) => (headers[name] = value) }
    }
    const fromProxy = { headers: { 'x-request-id': 'caddy-7f3e2a10-1b' } as Record<string, string> }
    const res = answer()
    expect(assignRequestId(fromProxy, res)).toBe('caddy-7f3e2a10-1b')
    expect(res.headers['X-Request-Id']).toBe('caddy-7f3e2a10-1b')
    const injected = { headers: { 'x-request-id': 'x\n{"level":60}' } as Record<string, string> }
    const made = assignRequestId(injected, answer())
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
    expect(injected.headers['x-request-id']).toBe(made)
  })
})
