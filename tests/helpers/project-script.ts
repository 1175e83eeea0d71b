import { spawn } from 'node:child_process'
import path from 'node:path'

import { TYPESCRIPT_NODE_ARGS } from '../../cms/lib/typescript-process.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

export type ScriptRun = { status: number | null; output: string }

/**
 * Runs one of the project's TypeScript scripts (`node ...TYPESCRIPT_NODE_ARGS scripts/…`) to its end: its exit status
 * and its output. A run that has not ended within `withinMs` is ended with its process group, and its output says so.
 */
export function runProjectScript(
  script: string,
  { env = process.env, withinMs = 90_000 }: { env?: NodeJS.ProcessEnv; withinMs?: number } = {},
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    // A group of its own, so that a run that does not end is ended with every process it started.
    const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, script], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const limit = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), withinMs)
    child.once('close', (status) => {
      clearTimeout(limit)
      resolve({ status, output: status === null ? `${output}\n${script} did not end within ${withinMs / 1000} s` : output })
    })
  })
}
