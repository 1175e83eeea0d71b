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
  .then(
    ({ readSheet }) =>
      readSheet(Buffer.from(workerData)).then(
        (rows) => ({ rows }),
        (error) => ({ error: String((error && error.message) || error) }),
      ),
    () => ({ unavailable: true }),
  )
  .then((message) => parentPort.postMessage(message))
`

type Answer = { rows?: CellValue[][]; error?: string; unavailable?: true }

/**
 * The rows of the first sheet of an .xlsx file, parsed in a worker thread so the process goes on answering; in this
 * thread when no worker can be started or the worker cannot load the library.
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
    const here = () => {
      if (answered) return
      answered = true
      resolve(readSheetHere(bytes))
    }
    worker.once('message', (message: Answer) => {
      void worker.terminate()
      if (message.unavailable) return here()
      answered = true
      if (message.rows) resolve(message.rows)
      else reject(new Error(message.error))
    })
    worker.once('error', here)
    worker.once('exit', here)
  })
}

async function readSheetHere(bytes: Uint8Array): Promise<CellValue[][]> {
  return (await readSheet(Buffer.from(bytes))) as CellValue[][]
}
