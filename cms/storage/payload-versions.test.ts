import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * What Payload's own dependency check did before cms/storage switched it off: every @payloadcms package at payload's
 * version. The two storage plugins are the exception, published only up to 3.90.1 and installed through npm
 * `overrides` on the shop's payload and admin UI (docs/decisions/025-runtime-and-pinned-dependencies.md). When a storage plugin for the
 * shop's Payload version exists: install it, delete the overrides and the entries below.
 */
const BEHIND = { '@payloadcms/storage-s3': '3.90.1', '@payloadcms/plugin-cloud-storage': '3.90.1' } as Record<string, string>

const root = path.resolve(import.meta.dirname, '../..')
const modules = path.join(root, 'node_modules')
const versionOf = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
const scoped = fs.readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)

describe('Payload packages', () => {
  it("are all at payload's version, but for the storage plugins pinned one patch release behind", () => {
    const payload = versionOf(path.join(modules, 'payload'))
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    expect(manifest.dependencies.payload).toBe(payload)
    for (const name of scoped) expect(`${name}@${versionOf(path.join(modules, name))}`).toBe(`${name}@${BEHIND[name] ?? payload}`)
  })

  it('include exactly one payload and one @payloadcms/ui: the storage plugins run on the shop’s own', () => {
    for (const name of scoped) {
      for (const inner of ['payload', '@payloadcms/ui']) {
        expect(fs.existsSync(path.join(modules, name, 'node_modules', inner)), `${name} has its own ${inner}`).toBe(false)
      }
    }
  })
})
