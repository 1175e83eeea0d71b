import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'

import { MSG } from '@contract'

import { HEADER_HEIGHT_PX } from '@/config/constants'
import { registerErrorNavigator } from '@/lib/error-handler'
import { Later } from '@/lib/later'

import { FirstScreenDrawn } from '../first-screen'

import { Footer } from './footer'
import { Header } from './header'
import { LazyToaster } from './lazy-toaster'
import { RouteErrorBoundary } from './route-error'

/** Paths shown without header and footer. */
const BARE_PATHS = new Set(['/signup', '/login', '/error'])

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

function ErrorNavigator() {
  const navigate = useNavigate()
  useEffect(() => {
    registerErrorNavigator((path) => navigate(path))
    return () => registerErrorNavigator(null)
  }, [navigate])
  return null
}

export function PageLoading() {
  return (
    <p role="status" className="px-4 py-16 text-center text-slate-700">
      {MSG.loading}
    </p>
  )
}

export function RootLayout() {
  const { pathname } = useLocation()
  const bare = BARE_PATHS.has(pathname)
  return (
    <>
      <ScrollToTop />
      <ErrorNavigator />
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {/* The header and the page are drawn in tasks of their own, while the app is still hidden behind the server's
          preview (main.tsx); the footer comes after the page's own first sections. */}
      {!bare && (
        <Later>
          <Header />
        </Later>
      )}
      <Later>
        <main id="main" tabIndex={-1} className="min-h-screen outline-none" style={bare ? undefined : { paddingTop: HEADER_HEIGHT_PX }}>
          <RouteErrorBoundary resetKey={pathname}>
            {/* Keyed by address: navigations run in transitions, which would otherwise keep the old screen up instead
                of the loading text while the next screen's chunk arrives. */}
            <Suspense key={pathname} fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {!bare && (
          <Later>
            <Footer />
          </Later>
        )}
        <FirstScreenDrawn />
      </Later>
      <LazyToaster />
    </>
  )
}
