// @ts-check
// Before a shop process takes its first visitor: Payload started and the catalogue loaded, through its own handler.
import http from 'node:http'

/** The call that starts Payload (through the Next.js API route) and loads the catalogue snapshot. */
const WARM_UP_PATH = '/api/shop/category'
const WARM_UP_TIMEOUT_MS = 120_000

/**
 * Sends one request through `respond` on a loopback port of this process alone (`exclusive`: a cluster worker does not
 * share it), and resolves when it is answered. Until then the process does not listen on the shop's port: a worker
 * started later (a deploy, a replaced worker) would otherwise make its first visitors wait for Payload and the
 * catalogue, and Payload would start from whichever route came first, such as an admin page, whose copy of Payload's
 * modules is not the API's. A failed warm-up is only logged: the first request then starts Payload as before.
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} respond
 */
export async function warmUp(respond) {
  const probe = http.createServer((req, res) =>
    respond(req, res).catch(() => {
      res.destroy()
    }),
  )
  try {
    await /** @type {Promise<void>} */ (
      new Promise((resolve, reject) => probe.once('error', reject).listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve))
    )
    const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
    const answer = await fetch(`http://127.0.0.1:${port}${WARM_UP_PATH}`, { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) })
    await answer.arrayBuffer()
    if (!answer.ok) console.warn(`warm-up: ${WARM_UP_PATH} answered ${answer.status}`)
  } catch (error) {
    console.warn(`warm-up failed (${error instanceof Error ? error.message : error}); the first request will start Payload`)
  } finally {
    probe.close()
  }
}
