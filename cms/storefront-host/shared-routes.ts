import type { StorefrontRoutes } from './routes'

/**
 * Next.js bundles each route with its own copy of the code it imports: about 15 MB of source, held in memory twice
 * over as text. The API route, which every worker loads before taking visitors, shares the storefront's routes on
 * globalThis; the storefront's route files answer through them and carry none of the shop's code themselves
 * (docs/decisions/077-routes-loaded-when-asked.md).
 */
const KEY = Symbol.for('nuvo.shop.storefrontRoutes')

export function shareStorefrontRoutes(routes: StorefrontRoutes): void {
  ;(globalThis as Record<symbol, unknown>)[KEY] = routes
}

/** The shared routes; loaded here only when the API route has not run in this process yet. */
export async function storefrontRoutes(): Promise<StorefrontRoutes> {
  const shared = (globalThis as Record<symbol, unknown>)[KEY] as StorefrontRoutes | undefined
  return shared ?? (await import('./routes')).storefrontRoutes
}
