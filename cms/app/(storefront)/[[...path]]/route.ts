import { serveStorefront } from '../../../storefront-host/serve'

/** Every address not taken by /admin or /api: the storefront's files and pages (cms/storefront-host/serve.ts). */
export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return serveStorefront(request)
}

export function HEAD(request: Request): Promise<Response> {
  return serveStorefront(request)
}
