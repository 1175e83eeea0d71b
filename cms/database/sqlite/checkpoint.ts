import { Worker } from 'node:worker_threads'

import { SQLITE_BUSY_TIMEOUT_MS } from './settings'

/**
 * The worker's code: a connection of its own to the database file, one passive checkpoint (it copies what the WAL
 * holds into the file without waiting for readers or writers), closed again.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
let Database
try {
  Database = require('libsql')
} catch {
  Database = null
}
if (!Database) parentPort.postMessage({ unavailable: true })
else {
  const db = new Database(workerData.file, { timeout: workerData.busyTimeoutMs })
  try {
    const [row] = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').all()
    parentPort.postMessage({ log: row.log, checkpointed: row.checkpointed })
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) })
  } finally {
    db.close()
  }
}
`

/** Frames in the WAL, and how many of them are in the database file now. */
export type Checkpoint = { log: number; checkpointed: number }

/**
 * Checkpoints the WAL of the SQLite file `file` in a worker thread. A write that commits tens of megabytes (a
 * catalogue import) turns off SQLite's checkpoint at commit, which would copy them into the file in the thread that
 * answers every request; this does it beside that thread. Null when no worker can run it: SQLite's next commit of
 * any connection checkpoints then, as it always does.
 */
export function checkpointOffThread(file: string): Promise<Checkpoint | null> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(SOURCE, { eval: true, workerData: { file, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS } })
    } catch {
      return resolve(null)
    }
    worker.once('message', (message: Checkpoint & { error?: string; unavailable?: true }) => {
      void worker.terminate()
      if (message.error) console.error('checkpointing the database failed; its next commit checkpoints instead:', message.error)
      resolve(message.error || message.unavailable ? null : { log: message.log, checkpointed: message.checkpointed })
    })
    worker.once('error', () => resolve(null))
    worker.once('exit', () => resolve(null))
  })
}
