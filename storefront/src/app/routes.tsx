import { lazy } from 'react'

/** Every screen is its own chunk, loaded when first visited. */
export const pages = {
  home: lazy(() => import('@/features/home/routes/home-page')),
  about: lazy(() => import('@/features/company/routes/about-page')),
  contact: lazy(() => import('@/features/company/routes/contact-page')),
  terms: lazy(() => import('@/features/company/routes/terms-page')),
  privacy: lazy(() => import('@/features/company/routes/privacy-page')),
  categories: lazy(() => import('@/features/catalogue/routes/categories-page')),
  categoryProducts: lazy(() => import('@/features/catalogue/routes/category-products-page')),
  product: lazy(() => import('@/features/catalogue/routes/product-page')),
  productBySlug: lazy(() => import('@/features/catalogue/routes/product-by-slug-page')),
  blogList: lazy(() => import('@/features/blog/routes/blog-list-page')),
  blogPost: lazy(() => import('@/features/blog/routes/blog-post-page')),
  blogCategory: lazy(() => import('@/features/blog/routes/blog-category-page')),
  blogTag: lazy(() => import('@/features/blog/routes/blog-tag-page')),
  cart: lazy(() => import('@/features/cart/routes/cart-page')),
  orderConfirmation: lazy(() => import('@/features/checkout/routes/order-confirmation-page')),
  quickOrder: lazy(() => import('@/features/quick-order/routes/quick-order-page')),
  dashboard: lazy(() => import('@/features/dashboard/routes/dashboard-page')),
  forgotPassword: lazy(() => import('@/features/auth/routes/forgot-password-page')),
  resetPassword: lazy(() => import('@/features/auth/routes/reset-password-page')),
  error: lazy(() => import('@/features/errors/routes/error-page')),
  notFound: lazy(() => import('@/features/errors/routes/not-found-page')),
  auth: lazy(() => import('./shell/auth-page')),
}
