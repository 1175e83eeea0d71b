import { saveSessionAndReload, type Session } from '@/lib/session'

/**
 * A path on this site, or null. The candidate is resolved with `URL` against the site's origin, as the browser will
 * resolve it, and must stay there; backslashes and control characters (which browsers drop or turn into `/`, so that
 * `/\t/evil.example` becomes `//evil.example`) are refused before that.
 */
export function sameSitePath(candidate: string, siteOrigin: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!candidate.startsWith('/') || candidate.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(candidate)) return null
  let url: URL
  try {
    url = new URL(candidate, siteOrigin)
  } catch {
    return null
  }
  return url.origin === new URL(siteOrigin).origin ? `${url.pathname}${url.search}${url.hash}` : null
}

/** Where a protected route sent the visitor from: react-router state `{ from }` or a `?from=` query value. */
export function originFrom(state: unknown, search: string, siteOrigin: string = window.location.origin): string | null {
  const fromState = (state as { from?: unknown } | null)?.from
  const candidate =
    typeof fromState === 'string'
      ? fromState
      : fromState && typeof fromState === 'object' && 'pathname' in fromState
        ? `${String((fromState as { pathname: unknown }).pathname)}${String((fromState as { search?: unknown }).search ?? '')}`
        : new URLSearchParams(search).get('from')
  return candidate ? sameSitePath(candidate, siteOrigin) : null
}

/**
 * A successful login or registration stores the credential and reloads the page, or opens the protected route that
 * sent the visitor to log in. The success toast appears after the reload.
 */
export function completeSignIn(session: Session, message: string, origin: string | null): void {
  saveSessionAndReload(session, message, origin)
}
