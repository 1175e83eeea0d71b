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
  images: { unoptimized: true },
  // Types are checked once by `npm run typecheck` (part of `npm test`), not again inside every build.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ['sharp', 'razorpay', 'resend', 'sanitize-html'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
