import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Each concurrent build or dev server (tests, benchmarks, developers) can have its own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  outputFileTracingRoot: projectRoot,
  turbopack: { root: projectRoot },
  experimental: {
    // On by default; NEXT_BUILD_CACHE=off skips it where no later build would read it (scripts/lib/project.mjs).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Minifying the server's code took a third of the build's CPU time and saves nobody a download; the browser's
    // code stays minified (docs/decisions/047-first-start.md).
    turbopackMinify: { server: false },
    // A worker loads a route's code (the admin's is 18 MB) when first asked for it, not every route at start
    // (docs/decisions/077-routes-loaded-when-asked.md).
    preloadEntriesOnStart: false,
    // No source maps of the server's code (94 MB, a tenth of the build's CPU): it is not minified, so a stack trace
    // already names the shop's own functions (docs/decisions/047-first-start.md).
    turbopackSourceMaps: false,
  },
  images: { unoptimized: true },
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again inside every build.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['sharp', 'razorpay', 'resend', 'sanitize-html', 'pdfkit', 'rate-limiter-flexible', 'pino-pretty'],
  // The storefront's build files carry a content hash in their names (public/js, public/assets → storefront/dist).
  async headers() {
    const immutable = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }]
    return [
      { source: '/js/:path*', headers: immutable },
      { source: '/assets/:path*', headers: immutable },
    ]
  },
}

/**
 * Payload asks every page for the visitor's colour scheme (`Accept-CH`, `Critical-CH`), for the admin's theme. A
 * `Critical-CH` hint the browser did not send makes it request the page a second time, so on a first visit every
 * storefront page would cost an extra round trip before anything is drawn. Only the admin gets these headers.
 */
function hintsForAdminOnly(config) {
  const payloadHeaders = config.headers
  return {
    ...config,
    async headers() {
      return (await payloadHeaders()).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule))
    },
  }
}

export default hintsForAdminOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
