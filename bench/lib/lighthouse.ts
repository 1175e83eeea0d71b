import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Lighthouse, for `bench:web` only, installed on its first run into `node_modules/.cache` rather than by every
 * `npm install`: with Sentry, Puppeteer and their dependencies it is 87 packages and 11,000 files that neither the
 * shop nor its tests use (a fifth of a fresh clone's install time). The version is pinned here.
 */
const VERSION = '13.5.0'
const ROOT = path.resolve(import.meta.dirname, '..', '..')
const HOME = path.join(ROOT, 'node_modules', '.cache', `lighthouse-${VERSION}`)

type Throttling = { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number; [key: string]: number }

/** The part of Lighthouse's report the benchmark reads. */
export type LighthouseReport = {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, unknown>
  environment: { benchmarkIndex: number }
}

type RunLighthouse = (
  url: string,
  flags: {
    port: number
    output: 'json'
    logLevel: 'error'
    onlyCategories: string[]
    throttling?: Throttling
  },
) => Promise<{ lhr: LighthouseReport } | undefined>

type ChromeLauncher = {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void | Promise<void> }>
}

function installOnce(): void {
  if (fs.existsSync(path.join(HOME, 'node_modules', 'lighthouse', 'package.json'))) return
  console.log(`bench:web: installing Lighthouse ${VERSION} into ${path.relative(ROOT, HOME)} (first run only)…`)
  fs.mkdirSync(HOME, { recursive: true })
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', HOME, `lighthouse@${VERSION}`],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error(`Installing Lighthouse ${VERSION} failed (npm exited with ${result.status})`)
}

/** Lighthouse and the Chrome launcher it comes with, installed first when missing. */
export async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; chromeLauncher: ChromeLauncher }> {
  installOnce()
  const resolve = createRequire(path.join(HOME, 'package.json')).resolve
  const entry = (name: string) => pathToFileURL(resolve(name)).href
  const [lighthouse, chromeLauncher] = await Promise.all([import(entry('lighthouse')), import(entry('chrome-launcher'))])
  return { lighthouse: lighthouse.default as RunLighthouse, chromeLauncher: chromeLauncher as ChromeLauncher }
}
