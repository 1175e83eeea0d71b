import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'

import { HEADER_HEIGHT_PX } from '@/config/constants'
import type { AuthMode } from '@/features/auth/components/auth-drawer'
import { useSession } from '@/lib/session'
import { useCartCount } from '@/features/cart/cart-store'
import { SearchBox } from '@/features/catalogue/components/search-box'
import { Later } from '@/lib/later'

import { PUBLIC_LINKS, SIGNED_IN_LINKS } from './nav-links'

/** The drawer and its forms load only when a visitor first opens it. */
const AuthDrawer = lazy(() => import('@/features/auth/components/auth-drawer').then((module) => ({ default: module.AuthDrawer })))

function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2" aria-label="Nuvo Surgical home">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-9 w-9">
        <rect width="64" height="64" rx="14" fill="#5f63b8" />
        <path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff" />
      </svg>
      <span className="text-lg font-bold leading-none text-slate-900">
        Nuvo<span className="text-brand-600"> Surgical</span>
      </span>
    </Link>
  )
}

function CartLink() {
  const count = useCartCount()
  return (
    <Link
      to="/mycart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative rounded-full p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 8H6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9" cy="20" r="1.3" />
        <circle cx="18" cy="20" r="1.3" />
      </svg>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  )
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`

/** The navigation links as list items, for the wide-screen bar and the mobile menu. */
function NavItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'} className={linkClasses}>
        {link.label}
      </NavLink>
    </li>
  ))
}

/** The 70 px fixed header: logo, navigation, search, cart and the login / sign-up drawer trigger. */
export function Header() {
  const { isSignedIn, signOut } = useSession()
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [drawer, setDrawer] = useState<{ open: boolean; mode: AuthMode; used: boolean }>({
    open: false,
    mode: 'login',
    used: false,
  })
  const links = isSignedIn ? [...PUBLIC_LINKS, ...SIGNED_IN_LINKS] : PUBLIC_LINKS
  const sentFromProtectedRoute = new URLSearchParams(location.search).has('from')

  useEffect(() => setMenuOpen(false), [location.pathname])
  useEffect(() => {
    if (sentFromProtectedRoute && !isSignedIn) setDrawer({ open: true, mode: 'login', used: true })
  }, [sentFromProtectedRoute, isSignedIn])

  const openDrawer = (mode: AuthMode) => {
    setMenuOpen(false)
    setDrawer({ open: true, mode, used: true })
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur" style={{ height: HEADER_HEIGHT_PX }}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <ul className="flex items-center">
            <NavItems links={links} />
          </ul>
        </nav>
        {/* Wide screens only, and the last thing a visitor reaches for while the page opens. */}
        <Later>
          <SearchBox className="ml-auto hidden w-56 min-w-36 md:block xl:w-72" />
        </Later>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-2">
          <CartLink />
          {isSignedIn ? (
            <button
              type="button"
              onClick={signOut}
              className="hidden rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-brand-50 sm:block"
            >
              Log Out
            </button>
          ) : (
            <>
              <button
                type="button"
                onClick={() => openDrawer('login')}
                className="rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
              >
                Login
              </button>
              <button
                type="button"
                onClick={() => openDrawer('signup')}
                className="hidden rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-700 sm:block"
              >
                Sign Up
              </button>
            </>
          )}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md p-2 text-slate-700 hover:bg-brand-50 lg:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current stroke-2">
              <path d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-b border-slate-200 bg-white shadow-md lg:hidden">
        {/* Closed when the page opens: drawn after the first screen. */}
        <Later>
          <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
            <SearchBox className="mb-3 md:hidden" onNavigate={() => setMenuOpen(false)} />
            <nav aria-label="Mobile">
              <ul className="flex flex-col">
                <NavItems links={links} />
                {isSignedIn ? (
                  <li>
                    <button type="button" onClick={signOut} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700">
                      Log Out
                    </button>
                  </li>
                ) : (
                  <li>
                    <button
                      type="button"
                      onClick={() => openDrawer('signup')}
                      className="rounded-md px-3 py-2 text-sm font-medium text-slate-700"
                    >
                      Sign Up
                    </button>
                  </li>
                )}
              </ul>
            </nav>
          </div>
        </Later>
      </div>
      {drawer.used && (
        <Suspense fallback={null}>
          <AuthDrawer
            open={drawer.open}
            mode={drawer.mode}
            onClose={() => setDrawer((current) => ({ ...current, open: false }))}
            onModeChange={(mode) => setDrawer({ open: true, mode, used: true })}
          />
        </Suspense>
      )}
    </header>
  )
}
