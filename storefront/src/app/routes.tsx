import { createElement, lazy, useState, type ComponentType } from 'react'

type Preloadable<P> = ComponentType<P> & { preload(): Promise<unknown> }

/**
 * A screen in its own chunk, loaded when first drawn or when `preload` is called. Once the chunk is there the
 * screen draws at once, without suspending: the first render after `preload` shows the page, not the loading line.
 * Each mounted screen keeps the component it started with, so it is never remounted when the chunk arrives.
 */
function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(preload)
  function Screen(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>))
    return createElement(Component, props)
  }
  return Object.assign(Screen, { preload })
}

/** Every screen is its own chunk, loaded when first visited. */
export const pages = {
  home: screen(() => import('@/features/home/routes/home-page')),
  about: screen(() => import('@/features/company/routes/about-page')),
  contact: screen(() => import('@/features/company/routes/contact-page')),
  terms: screen(() => import('@/features/company/routes/terms-page')),
  privacy: screen(() => import('@/features/company/routes/privacy-page')),
  categories: screen(() => import('@/features/catalogue/routes/categories-page')),
  categoryProducts: screen(() => import('@/features/catalogue/routes/category-products-page')),
  product: screen(() => import('@/features/catalogue/routes/product-page')),
  productBySlug: screen(() => import('@/features/catalogue/routes/product-by-slug-page')),
  search: screen(() => import('@/features/catalogue/routes/search-page')),
  blogList: screen(() => import('@/features/blog/routes/blog-list-page')),
  blogPost: screen(() => import('@/features/blog/routes/blog-post-page')),
  blogCategory: screen(() => import('@/features/blog/routes/blog-category-page')),
  blogTag: screen(() => import('@/features/blog/routes/blog-tag-page')),
  cart: screen(() => import('@/features/cart/routes/cart-page')),
  orderConfirmation: screen(() => import('@/features/checkout/routes/order-confirmation-page')),
  quickOrder: screen(() => import('@/features/quick-order/routes/quick-order-page')),
  dashboard: screen(() => import('@/features/dashboard/routes/dashboard-page')),
  forgotPassword: screen(() => import('@/features/auth/routes/forgot-password-page')),
  resetPassword: screen(() => import('@/features/auth/routes/reset-password-page')),
  error: screen(() => import('@/features/errors/routes/error-page')),
  notFound: screen(() => import('@/features/errors/routes/not-found-page')),
  auth: screen(() => import('./shell/auth-page')),
}
