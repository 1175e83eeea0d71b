import type { Alias } from 'vite'

/**
 * `STOREFRONT_RUNTIME=preact` builds the storefront on Preact's React-compatible layer instead of React DOM (about
 * 58 KB less gzipped on every first load): the shop's code, the router, TanStack Query and the form libraries import
 * `react` as before and get preact/compat. The default build and the dev server stay on React, whose time-sliced first
 * render keeps Lighthouse's blocking time lower even with the first screen drawn in slices
 * (docs/decisions/018-storefront-first-load-budget.md).
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

/** Whether this run builds on Preact: a production build with STOREFRONT_RUNTIME=preact. */
export const buildsOnPreact = (command: 'build' | 'serve') => command === 'build' && process.env.STOREFRONT_RUNTIME === 'preact'
