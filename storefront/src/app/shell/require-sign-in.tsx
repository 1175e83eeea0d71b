import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'

import { useSession } from '@/lib/session'

/**
 * Protected routes: a visitor who is not signed in goes to / carrying the origin, both as `?from=` (survives a
 * reload) and as router state `{ from }`. The header opens the login drawer for such a visit; after login the auth
 * feature returns to the origin.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession()
  const location = useLocation()
  if (isSignedIn) return children
  const origin = `${location.pathname}${location.search}`
  return <Navigate to={`/?from=${encodeURIComponent(origin)}`} state={{ from: origin }} replace />
}
