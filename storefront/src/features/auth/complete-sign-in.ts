import { saveSessionAndReload, type Session } from './session'

/** Where a protected route sent the visitor from: react-router state `{ from }` or a `?from=` query value. */
export function originFrom(state: unknown, search: string): string | null {
  const fromState = (state as { from?: unknown } | null)?.from
  const candidate =
    typeof fromState === 'string'
      ? fromState
      : fromState && typeof fromState === 'object' && 'pathname' in fromState
        ? `${String((fromState as { pathname: unknown }).pathname)}${String((fromState as { search?: unknown }).search ?? '')}`
        : new URLSearchParams(search).get('from')
  // Only a path on this site: never an absolute or protocol-relative address (`//host`, `/\\host`).
  return candidate && /^\/(?![/\\])/.test(candidate) ? candidate : null
}

/**
 * A successful login or registration stores the credential and reloads the page, or opens the protected route that
 * sent the visitor to log in. The success toast appears after the reload.
 */
export function completeSignIn(session: Session, message: string, origin: string | null): void {
  saveSessionAndReload(session, message, origin)
}
