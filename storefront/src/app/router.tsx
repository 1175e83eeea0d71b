import type { ComponentType } from 'react'
import { matchRoutes, Navigate, Route, Routes } from 'react-router-dom'

import { PAGES } from '@contract'

import { pages as P } from './routes'
import { RequireSignIn } from './shell/require-sign-in'
import { RootLayout } from './shell/root-layout'

/** Pages drawn by one screen each, by their key in the page table. */
const SCREENS = [
  ['home', P.home],
  ['about', P.about],
  ['contact', P.contact],
  ['categories', P.categories],
  ['categoryProducts', P.categoryProducts],
  ['product', P.product],
  ['productBySlug', P.productBySlug],
  ['search', P.search],
  ['cart', P.cart],
  ['cartFromNavigation', P.cart],
  ['quickOrder', P.quickOrder],
  ['resetPassword', P.resetPassword],
  ['forgotPassword', P.forgotPassword],
  ['error', P.error],
  ['terms', P.terms],
  ['privacy', P.privacy],
  ['blogList', P.blogList],
  ['blogCategory', P.blogCategory],
  ['blogTag', P.blogTag],
  ['blogPost', P.blogPost],
] as const satisfies readonly (readonly [keyof typeof PAGES, ComponentType])[]

/** Loads the chunk of the screen that draws `pathname` (nothing for the signed-in and not-found pages). */
export function preloadScreen(pathname: string): Promise<unknown> {
  const routes = SCREENS.map(([key, Screen]) => ({ path: PAGES[key].path, Screen }))
  const match = matchRoutes(routes, pathname)?.[0]
  return match ? match.route.Screen.preload() : Promise.resolve()
}

/**
 * The routes of the page table (`PAGES` in cms/contract/pages.ts, which the server's head tags read too), and a
 * not-found page. Declarative routes keep the router's data APIs (which nothing here uses) out of the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {SCREENS.map(([key, Screen]) => (
          <Route key={key} path={PAGES[key].path} element={<Screen />} />
        ))}
        <Route path={PAGES.shop.path} element={<Navigate to={PAGES.categories.path} replace />} />
        <Route
          path={PAGES.dashboard.path}
          element={
            <RequireSignIn>
              <P.dashboard />
            </RequireSignIn>
          }
        />
        <Route
          path={PAGES.orderConfirmation.path}
          element={
            <RequireSignIn>
              <P.orderConfirmation />
            </RequireSignIn>
          }
        />
        <Route path={PAGES.login.path} element={<P.auth mode="login" />} />
        <Route path={PAGES.signup.path} element={<P.auth mode="signup" />} />
        <Route path="*" element={<P.notFound />} />
      </Route>
    </Routes>
  )
}
