import { spawn } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { ROOT } from './project.mjs'

/** A server stand-in: it says when it is up, and on SIGTERM finishes its work before it exits. */
const SERVER = `
process.on('SIGTERM', () => setTimeout(() => { console.log('finished in-flight work'); process.exit(0) }, 200))
console.log('up')
setInterval(() => {}, 1000)
`

/** `run` started in a process of its own (as `npm start` runs the server), which exits with the command's code. */
const LAUNCHER = `
import { run } from './scripts/lib/project.mjs'
process.exit(await run(process.execPath, ['-e', ${JSON.stringify(SERVER)}]))
`

describe('run (npm start)', () => {
  it('passes SIGTERM on to the command and exits with its code once it has finished', async () => {
    const launcher = spawn(process.execPath, ['--input-type=module', '-e', LAUNCHER], { cwd: ROOT })
    let output = ''
    launcher.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('up') && !launcher.killed) launcher.kill('SIGTERM')
    })
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      launcher.on('exit', (...end) => resolve(end)),
    )
    expect(output).toContain('finished in-flight work')
    expect({ code, signal }).toEqual({ code: 0, signal: null })
  })
})
