// The production server: Next.js (storefront, admin, APIs) behind a fast path for the shop API's cached reads.
// Usage: NODE_ENV=production node scripts/serve.mjs [--port 3000] [--host 0.0.0.0]; PORT and HOST work too.
// Uses the build in cms/$NEXT_DIST_DIR (default cms/.next). See docs/decisions/008-cached-reads-before-next.md.
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import next from 'next'

import { ROOT } from './lib/project.mjs'

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } })
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.host ?? process.env.HOST ?? '0.0.0.0'

/** Registered by cms/endpoints/fastReads.ts once Payload has started in this process. */
const FAST_READS_KEY = Symbol.for('nuvo.shop.fastReads')

const app = next({ dev: false, dir: path.join(ROOT, 'cms'), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer(async (req, res) => {
  const fastReads = globalThis[FAST_READS_KEY]
  if (fastReads) {
    try {
      if (await fastReads(req, res)) return
    } catch (error) {
      console.error('fast read failed', error)
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        res.end(JSON.stringify({ message: 'Something went wrong. Please try again later.' }))
      } else res.destroy()
      return
    }
  }
  handle(req, res)
})

server.listen(port, hostname, () => console.log(`✓ Ready on http://${hostname}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
