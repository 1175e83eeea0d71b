// @ts-check
// The V8 heap cap of the server's worker processes (WORKER_HEAP_MB), and the larger cap a worker gets after outgrowing
// it. See docs/decisions/019-worker-heap-cap.md.
import { spawn } from 'node:child_process'
import os from 'node:os'
import { constants, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'

import { parseWorkerHeapMb } from '../../cms/lib/server-shared.mjs'
import { serverLogger } from './server-hooks.mjs'

const MB = 1024 * 1024

const OPERATOR_CAP = /(^|\s)--max[-_]old[-_]space[-_]size\b/

/** Whether the operator capped the heap already, in NODE_OPTIONS or in this process's own flags: that cap wins. */
export function hasOperatorCap(nodeOptions = process.env.NODE_OPTIONS ?? '', execArgv = process.execArgv) {
  return OPERATOR_CAP.test(nodeOptions) || execArgv.some((flag) => OPERATOR_CAP.test(flag))
}

/**
 * The cap this server gives its workers: null when the operator set one or WORKER_HEAP_MB turns it off.
 * @param {Record<string, string | undefined>} env
 */
export function heapCapToApply(env = process.env, execArgv = process.execArgv) {
  const mb = parseWorkerHeapMb(env.WORKER_HEAP_MB)
  return mb === null || hasOperatorCap(env.NODE_OPTIONS ?? '', execArgv) ? null : mb
}

/**
 * The largest cap a replacement gets: V8's own limit on this machine (this process runs uncapped when it applies a
 * cap), and no more than each worker's share of the machine's memory.
 * @param {number} workers
 */
export function heapCeilingMb(workers, v8LimitMb = v8.getHeapStatistics().heap_size_limit / MB, totalMb = os.totalmem() / MB) {
  return Math.floor(Math.min(v8LimitMb, totalMb / workers))
}

/**
 * This process's old-space cap in MB from its flags (the last one wins, as in V8), or null. V8's heap_size_limit
 * also counts the young generation, tens of MB more than the cap.
 */
export function ownHeapCapMb(nodeOptions = process.env.NODE_OPTIONS ?? '', execArgv = process.execArgv) {
  const values = [...`${nodeOptions} ${execArgv.join(' ')}`.matchAll(/--max[-_]old[-_]space[-_]size[=\s](\d+)/g)]
  const last = values.at(-1)
  return last === undefined ? null : Number(last[1])
}

/** The flag that gives a process `mb` of old space. */
export const heapCapFlag = (/** @type {number} */ mb) => `--max-old-space-size=${mb}`

/**
 * V8 aborts a process whose heap is full ("JavaScript heap out of memory"), so it ends by SIGABRT. Other fatal errors
 * abort too; a larger cap does them no harm.
 * @param {number | null} code
 * @param {string | null} signal
 */
export const diedOfHeapExhaustion = (code, signal) => signal === 'SIGABRT' || code === 134

/**
 * The cap after a worker outgrew `mb`: twice as much, up to `ceilingMb`; null when it had the ceiling already.
 * @param {number} mb
 * @param {number} ceilingMb
 */
export function raisedHeapMb(mb, ceilingMb) {
  return mb >= ceilingMb ? null : Math.min(mb * 2, ceilingMb)
}

/**
 * The line that tells the operator a worker outgrew its cap, and what it runs with now.
 * @param {number | undefined} pid
 * @param {number} mb
 * @param {number | null} raisedMb
 */
export function outgrownMessage(pid, mb, raisedMb) {
  return raisedMb === null
    ? `worker ${pid} ran out of heap at ${mb} MB, the most this machine allows per worker; starting a new one`
    : `worker ${pid} ran out of heap at its cap of ${mb} MB; starting a new one with ${raisedMb} MB. Set WORKER_HEAP_MB=${raisedMb} or more for this catalogue`
}

/** Share of the heap limit still in use after a full collection from which a worker warns that it needs more. */
const NEAR_CAP_SHARE = 0.65

/**
 * The warning for a heap that keeps `usedMb` alive after a full collection under a limit of `limitMb`, or null.
 * @param {number} pid
 * @param {number} usedMb
 * @param {number} limitMb
 */
export function nearCapWarning(pid, usedMb, limitMb) {
  if (usedMb < limitMb * NEAR_CAP_SHARE) return null
  return `worker ${pid} keeps ${Math.round(usedMb)} MB of heap alive, ${Math.round((usedMb / limitMb) * 100)} % of its ${Math.round(limitMb)} MB limit; set WORKER_HEAP_MB to about ${Math.ceil((usedMb * 3) / 64) * 64} before it runs out`
}

/** Logs once when, after a full collection, this process's heap holds most of its limit. */
export function warnWhenHeapNearsLimit() {
  const limitMb = ownHeapCapMb() ?? v8.getHeapStatistics().heap_size_limit / MB
  const observer = new PerformanceObserver((list) => {
    if (
      !list
        .getEntries()
        .some((entry) => /** @type {{ detail?: { kind?: number } }} */ (entry).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
    )
      return
    const warning = nearCapWarning(process.pid, v8.getHeapStatistics().used_heap_size / MB, limitMb)
    if (warning === null) return
    serverLogger().warn(warning)
    observer.disconnect()
  })
  observer.observe({ entryTypes: ['gc'] })
}

/**
 * Runs this same script again as one child process with the heap cap, as the server of a single-process deployment:
 * the cap can only be given when a process starts. The child inherits the output; SIGTERM/SIGINT are passed on; this
 * process exits as the child did, except after heap exhaustion, when it starts the child again with a larger cap.
 * @param {number} mb
 */
export function runCappedChild(mb) {
  const ceilingMb = Math.max(mb, heapCeilingMb(1))
  /** @type {import('node:child_process').ChildProcess} */
  let child
  let stopping = false
  const start = () => {
    child = spawn(process.execPath, [...process.execArgv, heapCapFlag(mb), ...process.argv.slice(1)], { stdio: 'inherit' })
    child.once('exit', (code, signal) => {
      if (!stopping && diedOfHeapExhaustion(code, signal)) {
        const raised = raisedHeapMb(mb, ceilingMb)
        serverLogger().error(outgrownMessage(child.pid, mb, raised))
        if (raised !== null) {
          mb = raised
          start()
          return
        }
      }
      process.exit(code ?? 128 + (signal === null ? 0 : os.constants.signals[signal]))
    })
  }
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      stopping = true
      child.kill(signal)
    })
  }
  start()
}
