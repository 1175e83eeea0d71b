import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const COMPRESSED = /\.(js|css|svg)$/

/**
 * Writes `file.br` and `file.gz` next to every script, stylesheet and SVG of the build (the favicon comes from
 * public/), compressed once at their strongest: the production server sends them as they are
 * (scripts/lib/precompressed-files.mjs) instead of compressing each answer at a quicker, weaker level.
 */
export function precompress(): Plugin {
  return {
    name: 'nuvo-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir
      if (!outDir) return
      const names = [...Object.keys(bundle), 'favicon.svg'].filter((name) => COMPRESSED.test(name))
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name)
          const body = await fs.readFile(file).catch(() => null)
          if (!body) return
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}
