// @ts-check
// The primary process of a multi-worker server: forks the workers, replaces any that dies, shuts them down on SIGTERM.
import cluster from 'node:cluster'

import { CONFIG_ERROR_EXIT_CODE } from '../../cms/lib/server-shared.mjs'
import { diedOfHeapExhaustion, heapCapFlag, heapCeilingMb, outgrownMessage, raisedHeapMb } from './heap-cap.mjs'
import { SHUTDOWN_TIMEOUT_MS } from './ordered-server.mjs'
import { serverLogger } from './server-hooks.mjs'

/** A worker that dies sooner than this after its start counts as a crash loop, and its replacement waits. */
const STABLE_AFTER_MS = 10_000
const MAX_RESTART_DELAY_MS = 30_000

/**
 * Runs `count` workers (this same script, which then serves as a worker) sharing the listening socket: the first
 * alone, the others once it listens (it has migrated the database by then). A worker that
 * exits is replaced at once, or after a growing delay while replacements keep dying young. SIGTERM/SIGINT are passed
 * to every worker, which finish their requests in flight; the primary exits when all have gone. With `heapMb`, each
 * worker's V8 heap is capped at that many MB, and a worker that runs out of heap is replaced with twice the cap.
 * @param {{ count: number, url: string, heapMb?: number | null }} options
 */
export function runPrimary({ count, url, heapMb = null }) {
  let shuttingDown = false
  let quickDeaths = 0
  /** @type {Map<number, number>} */
  const startedAt = new Map()
  /** Each worker's own cap: workers that outgrew the same cap at once raise it once, not once each. */
  /** @type {Map<number, number>} */
  const heapMbOf = new Map()
  const ceilingMb = heapMb === null ? null : Math.max(heapMb, heapCeilingMb(count))
  // Workers send their metrics as structured clones: JSON would turn the backup age's +Inf (no backup yet) into 0.
  cluster.setupPrimary({ serialization: 'advanced' })

  function fork() {
    if (heapMb !== null) cluster.setupPrimary({ execArgv: [...process.execArgv, heapCapFlag(heapMb)] })
    const worker = cluster.fork()
    startedAt.set(worker.id, Date.now())
    if (heapMb !== null) heapMbOf.set(worker.id, heapMb)
  }

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0)
    startedAt.delete(worker.id)
    const workerHeapMb = heapMbOf.get(worker.id)
    heapMbOf.delete(worker.id)
    if (code === CONFIG_ERROR_EXIT_CODE && !shuttingDown) {
      shuttingDown = true
      process.exitCode = CONFIG_ERROR_EXIT_CODE
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM')
    }
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit()
      return
    }
    if (heapMb !== null && workerHeapMb !== undefined && ceilingMb !== null && diedOfHeapExhaustion(code, signal)) {
      const raised = raisedHeapMb(workerHeapMb, ceilingMb)
      if (raised !== null) heapMb = Math.max(heapMb, raised)
      serverLogger().error(outgrownMessage(worker.process.pid, workerHeapMb, raised === null ? null : heapMb))
      if (raised !== null) {
        // Not a crash loop: the replacement has more room than the worker that died.
        quickDeaths = 0
        fork()
        return
      }
    }
    quickDeaths = lived < STABLE_AFTER_MS ? quickDeaths + 1 : 0
    const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** quickDeaths)
    serverLogger().error(
      `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting a new one${delay ? ` in ${delay} ms` : ''}`,
    )
    setTimeout(fork, delay)
  })

  let listening = 0
  cluster.on('listening', () => {
    listening += 1
    if (listening === count) serverLogger().info(`✓ Ready on ${url} (${count} workers)`)
  })

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      if (shuttingDown) return
      shuttingDown = true
      const workers = Object.values(cluster.workers ?? {})
      if (workers.length === 0) process.exit(0)
      for (const worker of workers) worker?.process.kill('SIGTERM')
      setTimeout(() => process.exit(0), SHUTDOWN_TIMEOUT_MS + 2_000).unref()
    })
  }

  // The first worker starts alone: it applies any pending migrations (production applies them while connecting), and
  // two workers migrating a new database at once would race each other. The others start once it listens.
  fork()
  cluster.once('listening', () => {
    if (shuttingDown) return
    for (let i = 1; i < count; i += 1) fork()
  })
}
