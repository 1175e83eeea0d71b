import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { TYPESCRIPT_NODE_ARGS } from './typescript-process.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
const STARTS = 6

/** Loads Payload's rich-text package in a plain Node process started as the project starts its TypeScript. */
function loadRichText(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    // The interval holds the process open: a load that never settles hangs instead of exiting with 13.
    const source = "const open = setInterval(() => {}, 1000); await import('@payloadcms/richtext-lexical'); clearInterval(open)"
    const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, '--input-type=module', '-e', source], { cwd: ROOT })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    const limit = setTimeout(() => child.kill('SIGKILL'), 45_000)
    child.once('close', (code) => {
      clearTimeout(limit)
      resolve({ code, output })
    })
  })
}

describe('processes that run the project’s TypeScript', () => {
  it(`load the rich-text editor’s packages to the end, ${STARTS} starts of ${STARTS}`, async () => {
    const runs = await Promise.all(Array.from({ length: STARTS }, loadRichText))
    expect(runs.map((run) => run.code)).toEqual(Array(STARTS).fill(0))
  }, 120_000)

  it('are all started with TYPESCRIPT_NODE_ARGS, and every npm script that runs tsx or the payload CLI passes its conditions', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.mjs', '*.yml'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
    const bare = files.filter((file) =>
      /\[\s*'tsx'|'--import',\s*'tsx'|(?<!--import )\btsx (?!--conditions=production)[\w./-]+\.ts\b/.test(
        fs.readFileSync(path.join(ROOT, file), 'utf8'),
      ),
    )
    expect(bare.filter((file) => file !== 'cms/lib/typescript-process.mjs')).toEqual([])
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>
    const withoutConditions = Object.entries(scripts).filter(
      ([, command]) =>
        (/\btsx\b/.test(command) && !command.includes('tsx --conditions=production ')) ||
        // The payload CLI loads the config, and with it the rich-text editor, through its own TypeScript loader.
        (/(^|\s)(?<!run\s)payload(\s|$)/.test(command) && !/NODE_OPTIONS=\\?"[^"]*--conditions=production/.test(command)),
    )
    expect(withoutConditions).toEqual([])
  })
})
