import path from 'node:path'
import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

import { buildsOnPreact, preactAliases } from './build/preact-aliases.ts'
import { precompress } from './build/precompress.ts'
import { lowPriorityScripts } from './build/script-priority.ts'

const root = path.dirname(fileURLToPath(import.meta.url))
const backend = `http://localhost:${process.env.BACKEND_PORT ?? 3000}`

/** Paths the CMS answers (API, admin, uploaded media, SEO files); the dev server hands them to the backend. */
const backendPaths = ['/api', '/admin', '/_next', '/media', '/sitemap.xml', '/robots.txt']

export default defineConfig(({ command }) => ({
  root,
  plugins: [react(), tailwindcss(), lowPriorityScripts(), precompress()],
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(root, '../cms/contract') },
      { find: '@', replacement: path.resolve(root, 'src') },
      // zod without its `new Function` probe, which the Content-Security-Policy reports (build/zod-jitless.ts).
      { find: /^zod$/, replacement: path.resolve(root, 'build/zod-jitless.ts') },
      ...(buildsOnPreact(command) ? preactAliases : []),
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
            // The form fields (the phone field with its country-code chooser too) go with the forms, which load after an
            // interaction.
            {
              name: 'app',
              test: /[\\/]storefront[\\/]src[\\/](lib|components(?![\\/]ui[\\/](form-field|phone-field|country-code-picker))|config)[\\/]/,
            },
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
