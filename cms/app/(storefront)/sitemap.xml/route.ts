import { storefrontRoutes } from '../../../storefront-host/shared-routes'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  return (await storefrontRoutes()).sitemap()
}
