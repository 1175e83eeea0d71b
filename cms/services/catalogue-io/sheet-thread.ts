import { Worker } from 'node:worker_threads'

import { readSheet } from 'read-excel-file/node'

import type { CellValue } from './cells'

/**
 * The worker's code: `read-excel-file` parses a sheet's XML in one synchronous run (seconds for a catalogue of
 * 34,000 rows), which would stall every other request of the process meanwhile.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
import('read-excel-file/node')
  .then(({ readSheet }) => readSheet(Buffer.from(workerData)))
  .then((rows) => parentPort.postMessage({ rows }), (error) => parentPort.postMessage({ error: String((error && error.message) || error) }))
`

/**
 * The rows of the first sheet of an .xlsx file, parsed in a worker thread so the process goes on answering; in this
 * thread when no worker can be started.
 */
export function readSheetOffThread(bytes: Uint8Array): Promise<CellValue[][]> {
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(SOURCE, { eval: true, workerData: bytes })
    } catch {
      return resolve(readSheetHere(bytes))
    }
    let answered = false
    worker.once('message', (message: { rows?: CellValue[][]; error?: string }) => {
      answered = true
      void worker.terminate()
      if (message.rows) resolve(message.rows)
      else reject(new Error(message.error))
    })
    worker.once('error', () => {
      if (!answered) resolve(readSheetHere(bytes))
    })
  })
}

async function readSheetHere(bytes: Uint8Array): Promise<CellValue[][]> {
  return (await readSheet(Buffer.from(bytes))) as CellValue[][]
}
