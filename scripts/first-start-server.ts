// The shop while its first build runs (cms/storefront-host/first-start.ts): started by `npm start` beside the seed,
// stopped (SIGTERM) when the build is done, before the built server takes the port.
// Usage: node --conditions=production --import tsx scripts/first-start-server.ts [--port 3000] [--host 0.0.0.0]
import http from 'node:http'
import { parseArgs } from 'node:util'

import { getPayload } from 'payload'

import { SERVER_ERROR_MESSAGE } from '../cms/lib/server-shared.mjs'
import { firstStartHandler } from '../cms/storefront-host/first-start'
import config from '../payload.config'
import { serveHealth } from './lib/health.mjs'
import { servePrecompressed } from './lib/precompressed-files.mjs'
import { refuseBadRequest } from './lib/request-guard.mjs'
import { applySecurityHeaders } from './lib/security-headers.mjs'

const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' } } })
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.host ?? process.env.HOST ?? '0.0.0.0'

// Started by `npm start` beside the seed, it has loaded its modules by now and waits for the seed to be done before it
// opens the database: two processes migrating one new database at once would collide.
if (process.send) await new Promise((resolve) => process.once('message', resolve))
const payload = await getPayload({ config })
const handle = firstStartHandler(payload)

const server = http.createServer((req, res) => {
  const answer = async () => {
    applySecurityHeaders(req, res)
    if (refuseBadRequest(req, res)) return
    if (await serveHealth(req, res)) return
    if (await servePrecompressed(req, res)) return
    await handle(req, res)
  }
  answer().catch((error: unknown) => {
    payload.logger.error({ err: error }, `${req.method} ${(req.url ?? '').split('?')[0]} failed`)
    if (res.headersSent) res.destroy()
    else {
      res.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      res.end(JSON.stringify({ message: SERVER_ERROR_MESSAGE }))
    }
  })
})

server.once('error', (error: NodeJS.ErrnoException) => {
  // The build goes on; the built server meets the same port when it is done.
  console.error(
    `✖ The shop cannot be served during the build: port ${port} ${error.code === 'EADDRINUSE' ? 'is in use' : `failed (${error.message})`}`,
  )
  process.exit(1)
})
server.listen(port, hostname, () => console.log(`✓ The shop answers on port ${port}; the staff admin follows when its build is done`))

/** Stops taking requests, ends idle connections at once and the others as their answers finish, then exits. */
function stop() {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
