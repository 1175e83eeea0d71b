import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildIsStale, ROOT } from './project.mjs'

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
  // Starting two Node processes takes seconds on a busy machine.
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
  }, 30_000)
})

describe('buildIsStale (npm start and npm test build only when a source changed)', () => {
  let root: string
  /** Writes a file of the scratch project, `minutesAgo` minutes old. */
  const write = (file: string, minutesAgo: number) => {
    const full = path.join(root, file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, file)
    const when = new Date(Date.now() - minutesAgo * 60_000)
    fs.utimesSync(full, when, when)
  }

  /** A project as `npm run build` leaves it: sources, then the storefront's build, then Next.js's. */
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stale-'))
    write('payload.config.ts', 30)
    write('cms/collections/Products.ts', 30)
    write('storefront/src/main.tsx', 30)
    write('storefront/dist/index.html', 20)
    write('cms/.next/BUILD_ID', 10)
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('is fresh right after a build', () => {
    expect(buildIsStale('.next', root)).toBe(false)
  })

  it('is stale when a source changed after the build', () => {
    write('cms/collections/Products.ts', 5)
    expect(buildIsStale('.next', root)).toBe(true)
  })

  it('is stale when there is no build in the folder asked for', () => {
    expect(buildIsStale('.next-other', root)).toBe(true)
  })

  it("stays fresh after Next.js rewrote next-env.d.ts during its build, after the storefront's", () => {
    write('cms/next-env.d.ts', 15)
    expect(buildIsStale('.next', root)).toBe(false)
  })

  it('stays fresh after TypeScript saved its incremental state among the sources', () => {
    write('storefront/tsconfig.tsbuildinfo', 5)
    expect(buildIsStale('.next', root)).toBe(false)
  })
})
