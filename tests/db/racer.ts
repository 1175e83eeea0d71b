import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { TYPESCRIPT_NODE_ARGS } from '../../cms/lib/typescript-process.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** How long a racer may take to say `ready` (about 10 s alone; a 2-core machine running other test files: longer). */
const READY_WITHIN_MS = 120_000

/** Every racer this test process started: ended with it, or by `endRacers` once a test is over. */
const started = new Set<ChildProcess>()
process.once('exit', () => endRacers())

/** Ends every racer still running (a test that failed or timed out leaves none behind to load the machine). */
export function endRacers(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  started.clear()
}

/** A racer process that said `ready`: `go()` starts its race; `outcome` is the JSON of its last line once it exits. */
export type Racer<Outcome> = { go: () => void; outcome: Promise<Outcome> }

/**
 * Starts `tests/db/<script>.ts` with `args` in a process of its own and resolves once it says `ready`; the race itself
 * begins only once every racer is ready. A racer that does not say `ready` in time, or exits first, fails the test with
 * what it printed.
 */
export async function startRacer<Outcome>(script: string, args: readonly string[]): Promise<Racer<Outcome>> {
  const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, path.join(ROOT, `tests/db/${script}.ts`), ...args], {
    cwd: ROOT,
    env: process.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  started.add(child)
  const output = { out: '', err: '' }
  child.stdout!.on('data', (chunk: Buffer) => (output.out += chunk))
  child.stderr!.on('data', (chunk: Buffer) => (output.err += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (await ready(output, exited)) return { go: () => child.stdin!.write('go\n'), outcome: outcomeOf<Outcome>(script, output, exited) }
  child.kill('SIGKILL')
  const how = child.exitCode === null ? `did not say ready within ${READY_WITHIN_MS / 1000} s` : `exited with ${child.exitCode}`
  throw new Error(`${script} ${how}:\n${output.out}${output.err.slice(-4000)}`)
}

async function ready(output: { out: string }, exited: Promise<number | null>): Promise<boolean> {
  const deadline = Date.now() + READY_WITHIN_MS
  let ended = false
  void exited.then(() => (ended = true))
  while (!output.out.includes('ready\n') && !ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  return output.out.includes('ready\n') && !ended
}

async function outcomeOf<Outcome>(script: string, output: { out: string; err: string }, exited: Promise<number | null>): Promise<Outcome> {
  const code = await exited
  try {
    return JSON.parse(output.out.trim().split('\n').at(-1) ?? '') as Outcome
  } catch {
    throw new Error(`${script} exited with ${code}: ${output.out}${output.err.slice(-4000)}`)
  }
}
