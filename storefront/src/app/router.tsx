import { Navigate, Route, Routes } from 'react-router-dom'

import { pages as P } from './routes'
import { RequireSignIn } from './shell/require-sign-in'
import { RootLayout } from './shell/root-layout'

/**
 * The route table (docs/requirements.md), with /shop, /products/{slug}, /login, /signup and a not-found page. Declarative
 * routes keep the router's data APIs (which nothing here uses) out of the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<P.home />} />
        <Route path="/about-us" element={<P.about />} />
        <Route path="/contact-us" element={<P.contact />} />
        <Route path="/categories" element={<P.categories />} />
        <Route path="/categories/:categoryName" element={<P.categoryProducts />} />
        <Route path="/categories/:categoryName/:productName" element={<P.product />} />
        <Route path="/shop" element={<Navigate to="/categories" replace />} />
        <Route path="/products/:slug" element={<P.productBySlug />} />
        <Route path="/mycart" element={<P.cart />} />
        <Route path="/cart" element={<P.cart />} />
        <Route
          path="/dashboard"
          element={
            <RequireSignIn>
              <P.dashboard />
            </RequireSignIn>
          }
        />
        <Route path="/resetPassword" element={<P.resetPassword />} />
        <Route path="/forgotPassword" element={<P.forgotPassword />} />
        <Route path="/error" element={<P.error />} />
        <Route path="/terms" element={<P.terms />} />
        <Route path="/privacy" element={<P.privacy />} />
        <Route path="/blog" element={<P.blogList />} />
        <Route path="/blog/categories/:categorySlug" element={<P.blogCategory />} />
        <Route path="/blog/tags/:tagSlug" element={<P.blogTag />} />
        <Route path="/blog/:blogSlug" element={<P.blogPost />} />
        <Route path="/login" element={<P.auth mode="login" />} />
        <Route path="/signup" element={<P.auth mode="signup" />} />
        <Route path="*" element={<P.notFound />} />
      </Route>
    </Routes>
  )
}
