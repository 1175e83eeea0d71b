import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type ScriptRun = { status: number | null; output: string }

/**
 * Runs one of the project's TypeScript scripts (`node --import tsx scripts/…`) to its end: its exit status and its
 * output. On Node 20, tsx loads modules through a hooks thread that now and then never answers on a busy machine, and
 * the process hangs before its first line (tests/db/racer.ts). A run that has not ended within `withinMs` is ended
 * with its process group and started again, up to `starts` runs; the last run's output says so when all hung.
 */
export async function runProjectScript(
  script: string,
  { env = process.env, withinMs = 90_000, starts = 3 }: { env?: NodeJS.ProcessEnv; withinMs?: number; starts?: number } = {},
): Promise<ScriptRun> {
  let last: ScriptRun & { hung: boolean } = { status: null, output: '', hung: true }
  for (let start = 1; start <= starts && last.hung; start++) last = await runOnce(script, env, withinMs)
  return {
    status: last.status,
    output: last.hung ? `${last.output}\n${script} did not end within ${withinMs / 1000} s, ${starts} times` : last.output,
  }
}

function runOnce(script: string, env: NodeJS.ProcessEnv, withinMs: number): Promise<ScriptRun & { hung: boolean }> {
  return new Promise((resolve) => {
    // A group of its own, so that a hung run is ended with every process it started.
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    let hung = false
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const limit = setTimeout(() => {
      hung = true
      process.kill(-child.pid!, 'SIGKILL')
    }, withinMs)
    child.once('close', (status) => {
      clearTimeout(limit)
      resolve({ status, output, hung })
    })
  })
}
