// @ts-check
// The built server taking the port over from the first-start server (docs/decisions/081-serve-during-the-first-build.md).
import fs from 'node:fs'

/** How often the port is tried again while the first-start server still holds it. */
const RETRY_MS = 100
/** How long the port may stay taken: longer than the first-start server takes to stop, shorter than anyone's patience. */
const GIVE_UP_MS = 30_000

/**
 * Listens on `port`. With `readyFile` (TAKE_OVER_PORT, set by `npm start` after a first build) the port is still held
 * by the first-start server: this process, warmed up, writes `readyFile` so that `npm start` stops that server, and
 * tries the port again every 100 ms until it is free (for at most 30 s), so the shop is never unanswered for longer
 * than the handover.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} hostname
 * @param {string | undefined} readyFile
 * @param {() => void} onListening
 */
export function listenTakingOver(server, port, hostname, readyFile, onListening) {
  server.once('listening', onListening)
  if (!readyFile) {
    server.listen(port, hostname)
    return
  }
  const giveUpAt = Date.now() + GIVE_UP_MS
  const retry = (/** @type {NodeJS.ErrnoException} */ error) => {
    // Another program holds the port, not a first-start server on its way out: fail as a plain start would.
    if (error.code !== 'EADDRINUSE' || Date.now() > giveUpAt) throw error
    setTimeout(() => server.listen(port, hostname), RETRY_MS)
  }
  server.on('error', retry)
  server.once('listening', () => server.off('error', retry))
  fs.writeFileSync(readyFile, String(process.pid))
  server.listen(port, hostname)
}
