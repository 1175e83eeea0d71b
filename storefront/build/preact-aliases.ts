import type { Alias } from 'vite'

/**
 * The production build runs the storefront on Preact's React-compatible layer instead of React DOM (about 58 KB less
 * gzipped on every first load): the shop's code, the router, TanStack Query and the form libraries import `react` as
 * before and get preact/compat. `STOREFRONT_RUNTIME=react` builds on React DOM instead; the dev server always runs on
 * React, for its fast refresh and its developer tools (docs/decisions/026-storefront-runtime-and-first-render.md).
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

/** Whether this run builds on Preact: every production build unless STOREFRONT_RUNTIME=react. */
export const buildsOnPreact = (command: 'build' | 'serve') => command === 'build' && process.env.STOREFRONT_RUNTIME !== 'react'
