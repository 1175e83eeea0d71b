import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Alias, type Plugin } from 'vite'

const root = path.dirname(fileURLToPath(import.meta.url))
const backend = `http://localhost:${process.env.BACKEND_PORT ?? 3000}`

/** Paths the CMS answers (API, admin, uploaded media, SEO files); the dev server hands them to the backend. */
const backendPaths = ['/api', '/admin', '/_next', '/media', '/sitemap.xml', '/robots.txt']

/**
 * The built storefront runs on Preact's React-compatible layer instead of React DOM (about 55 KB less gzipped on
 * every first load): the shop's code, the router, TanStack Query and the form libraries import `react` as before and
 * get preact/compat. The dev server keeps React, for fast refresh and React DevTools; `STOREFRONT_RUNTIME=react`
 * builds with React too (docs/decisions/018-storefront-first-load-budget.md).
 */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Writes `file.br` and `file.gz` next to every script, stylesheet and SVG of the build, compressed once at their
 * strongest: the production server sends them as they are (scripts/lib/precompressed-files.mjs) instead of
 * compressing each answer at a quicker, weaker level.
 */
function precompress(): Plugin {
  return {
    name: 'nuvo-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(root, 'dist')
      const names = [...Object.keys(bundle), 'favicon.svg'].filter((name) => /\.(js|css|svg)$/.test(name))
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name)
          const body = await fs.readFile(file).catch(() => null)
          if (!body) return
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(root, '../cms/contract') },
      { find: '@', replacement: path.resolve(root, 'src') },
      ...(command === 'build' && process.env.STOREFRONT_RUNTIME !== 'react' ? preactAliases : []),
    ],
  },
  build: {
    outDir: path.resolve(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Read by the server (cms/storefront-host) to preload the chunks of the page it sends.
    manifest: true,
    // A browser without `modulepreload` (Safari before 17) loads the chunks as they are imported; its polyfill would
    // add to every first download.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The contract modules only declare schemas and constants: whatever a chunk does not use can be left out (the
      // country list, for one, stays with the sign-up drawer instead of riding along with every import of the index).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]cms[\\/]contract[\\/]/.test(id) },
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        // Fewer, larger startup files: the libraries every screen needs in one (it changes rarely, so it stays
        // cached), the shared app helpers in another; screens stay in their own lazily loaded chunks. zod,
        // react-hook-form and react-hot-toast are left to the chunks of the forms and screens that use them: the first
        // screen does without them (docs/decisions/018-storefront-first-load-budget.md).
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|react-router|react-router-dom|@tanstack)[\\/]/,
            },
            // The form field goes with the forms, which load after an interaction.
            { name: 'app', test: /[\\/]storefront[\\/]src[\\/](lib|components(?![\\/]ui[\\/]form-field)|config)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.STOREFRONT_PORT ?? 5173),
    proxy: Object.fromEntries(backendPaths.map((prefix) => [prefix, { target: backend, changeOrigin: true }])),
  },
  preview: { port: Number(process.env.STOREFRONT_PORT ?? 4173) },
}))
