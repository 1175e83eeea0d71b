import { Navigate, Route, Routes } from 'react-router-dom'

import { PAGES } from '@contract'

import { pages as P } from './routes'
import { RequireSignIn } from './shell/require-sign-in'
import { RootLayout } from './shell/root-layout'

/**
 * The routes of the page table (`PAGES` in cms/contract/pages.ts, which the server's head tags read too), and a
 * not-found page. Declarative routes keep the router's data APIs (which nothing here uses) out of the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={PAGES.home.path} element={<P.home />} />
        <Route path={PAGES.about.path} element={<P.about />} />
        <Route path={PAGES.contact.path} element={<P.contact />} />
        <Route path={PAGES.categories.path} element={<P.categories />} />
        <Route path={PAGES.categoryProducts.path} element={<P.categoryProducts />} />
        <Route path={PAGES.product.path} element={<P.product />} />
        <Route path={PAGES.shop.path} element={<Navigate to={PAGES.categories.path} replace />} />
        <Route path={PAGES.productBySlug.path} element={<P.productBySlug />} />
        <Route path={PAGES.cart.path} element={<P.cart />} />
        <Route path={PAGES.cartFromNavigation.path} element={<P.cart />} />
        <Route
          path={PAGES.dashboard.path}
          element={
            <RequireSignIn>
              <P.dashboard />
            </RequireSignIn>
          }
        />
        <Route path={PAGES.resetPassword.path} element={<P.resetPassword />} />
        <Route path={PAGES.forgotPassword.path} element={<P.forgotPassword />} />
        <Route path={PAGES.error.path} element={<P.error />} />
        <Route path={PAGES.terms.path} element={<P.terms />} />
        <Route path={PAGES.privacy.path} element={<P.privacy />} />
        <Route path={PAGES.blogList.path} element={<P.blogList />} />
        <Route path={PAGES.blogCategory.path} element={<P.blogCategory />} />
        <Route path={PAGES.blogTag.path} element={<P.blogTag />} />
        <Route path={PAGES.blogPost.path} element={<P.blogPost />} />
        <Route path={PAGES.login.path} element={<P.auth mode="login" />} />
        <Route path={PAGES.signup.path} element={<P.auth mode="signup" />} />
        <Route path="*" element={<P.notFound />} />
      </Route>
    </Routes>
  )
}
