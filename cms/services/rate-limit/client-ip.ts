import http from 'node:http'

import type { PayloadRequest } from 'payload'

import { env } from '../../env'

/**
 * The caller's IP address. Next.js writes the socket address into X-Forwarded-For only when the request has no such
 * header (and gives route handlers nothing else), so:
 * - TRUST_PROXY=0 (default): `distrustForwardedFor()` (cms/instrumentation.ts) removes any X-Forwarded-For a client
 *   sent before Next.js sees the request; the header then holds the socket address.
 * - TRUST_PROXY=N: N proxies each appended the address they saw; the client is the N-th entry from the right.
 */
export function clientIp(req: Pick<PayloadRequest, 'headers'>): string {
  const entries = (req.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return 'unknown'
  const hops = Math.max(1, env().TRUST_PROXY)
  return entries[Math.max(0, entries.length - hops)]
}

const PATCHED = Symbol.for('nuvo.shop.distrustForwardedFor')

/**
 * Without a trusted proxy, drop a client-sent X-Forwarded-For on every incoming request of this process, so that
 * Next.js fills it with the real socket address and nobody can pick their own rate-limit bucket.
 */
export function distrustForwardedFor(): void {
  if (env().TRUST_PROXY > 0) return
  const proto = http.Server.prototype as unknown as Record<symbol, boolean> & { emit: http.Server['emit'] }
  if (proto[PATCHED]) return
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      delete request.headers['x-forwarded-for']
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args)
  } as http.Server['emit']
  proto[PATCHED] = true
}
