import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** How long a racer may take to say `ready` before it is taken for hung (a 2-core machine under load took up to 5 min). */
const READY_WITHIN_MS = 300_000
/** Starts of one racer at most. */
const STARTS = 3

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
 * Starts `tests/db/<script>.ts` with `args` in a process of its own and resolves once it says `ready`. On Node 20, tsx
 * loads modules through a hooks thread which, with several processes starting at once on a busy machine, now and then
 * never answers: the process hangs before its first line (3 of 5 at a load average of 10), or exits with 13. Such a
 * start is ended and made again, up to 3 starts; the race itself begins only once every racer is ready. A racer that
 * prints `started` before loading anything is taken for hung as soon as `startedWithinMs` passes without it.
 */
export async function startRacer<Outcome>(
  script: string,
  args: readonly string[],
  { startedWithinMs }: { startedWithinMs?: number } = {},
): Promise<Racer<Outcome>> {
  const failures: string[] = []
  for (let start = 1; start <= STARTS; start++) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, `tests/db/${script}.ts`), ...args], {
      cwd: ROOT,
      env: process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    started.add(child)
    const output = { out: '', err: '' }
    child.stdout!.on('data', (chunk: Buffer) => (output.out += chunk))
    child.stderr!.on('data', (chunk: Buffer) => (output.err += chunk))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    if (await readyOrNot(child, output, exited, startedWithinMs)) {
      return { go: () => child.stdin!.write('go\n'), outcome: outcomeOf<Outcome>(script, output, exited) }
    }
    child.kill('SIGKILL')
    failures.push(`start ${start}: ${output.out}${output.err.slice(-2000)}`)
  }
  throw new Error(`${script} never said ready:\n${failures.join('\n')}`)
}

async function readyOrNot(
  child: ChildProcess,
  output: { out: string },
  exited: Promise<number | null>,
  startedWithinMs: number | undefined,
): Promise<boolean> {
  const deadline = Date.now() + READY_WITHIN_MS
  // A racer whose first line is `started` and which printed nothing by then hung in the loader: ended at once.
  const startedBy = startedWithinMs === undefined ? Infinity : Date.now() + startedWithinMs
  while (Date.now() < deadline) {
    if (output.out.includes('ready\n')) return true
    if (Date.now() > startedBy && output.out === '') return false
    const ended = await Promise.race([exited.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 100))])
    if (ended && !output.out.includes('ready\n')) return false
  }
  return output.out.includes('ready\n') && child.exitCode === null
}

async function outcomeOf<Outcome>(script: string, output: { out: string; err: string }, exited: Promise<number | null>): Promise<Outcome> {
  const code = await exited
  try {
    return JSON.parse(output.out.trim().split('\n').at(-1) ?? '') as Outcome
  } catch {
    throw new Error(`${script} exited with ${code}: ${output.out}${output.err.slice(-4000)}`)
  }
}
