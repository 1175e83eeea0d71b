import { storefrontRoutes } from '../../../storefront-host/shared-routes'

/** Every address not taken by /admin or /api: the storefront's files and pages (cms/storefront-host/serve.ts). */
export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  return (await storefrontRoutes()).page(request)
}

export async function HEAD(request: Request): Promise<Response> {
  return (await storefrontRoutes()).page(request)
}
