// @ts-check
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const STOP_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM'])

/**
 * Runs a command in the project root, inheriting the terminal; resolves with its exit code. SIGINT and SIGTERM sent to
 * this process are passed on and the command's own exit awaited: as a container's first process (`npm start` in the
 * image), this process would otherwise ignore `docker stop`'s SIGTERM until it is killed, and the server would never
 * finish its requests in flight.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 * @param {{ niceness?: number }} [options] `niceness`: the command's scheduling priority (0 normal, up to 19 the
 *   lowest), inherited by the processes it starts
 * @returns {Promise<number>}
 */
export function run(command, args, env = {}, { niceness = 0 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    if (niceness !== 0 && child.pid !== undefined) os.setPriority(child.pid, niceness)
    const passOn = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal)
    for (const signal of STOP_SIGNALS) process.on(signal, passOn)
    child.on('exit', (code, signal) => {
      for (const stop of STOP_SIGNALS) process.off(stop, passOn)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

/**
 * Ends this process with `code` when it is not 0, saying which command failed.
 * @param {string} what
 * @param {number} code
 */
export function exitIfFailed(what, code) {
  if (code === 0) return
  console.error(`\n✖ ${what} failed (exit ${code})`)
  process.exit(code)
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 */
export async function runOrExit(command, args, env = {}) {
  exitIfFailed(`${command} ${args.join(' ')}`, await run(command, args, env))
}

const SOURCES = ['cms', 'storefront', 'payload.config.ts', 'package-lock.json', 'tsconfig.json']
const SKIP = new Set(['node_modules', 'dist', '.next', 'public'])
/**
 * Files that tools write among the sources: Next.js rewrites `cms/next-env.d.ts` whenever a build or dev server uses
 * another output folder than the last one did (the first build included), after the storefront has been built;
 * TypeScript keeps its incremental state in `*.tsbuildinfo`. Counted as sources, they made the first restart rebuild.
 */
const GENERATED = [/^next-env\.d\.ts$/, /\.tsbuildinfo$/]

/**
 * The newest modification time of the source files under `entry` (a file or folder of `root`), 0 when there is none.
 * @param {string} root
 * @param {string} entry
 * @returns {number}
 */
function newestMtime(root, entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return GENERATED.some((name) => name.test(path.basename(entry))) ? 0 : stat.mtimeMs
  let newest = 0
  for (const child of fs.readdirSync(full)) {
    if (SKIP.has(child) || child.startsWith('.next')) continue
    newest = Math.max(newest, newestMtime(root, path.join(entry, child)))
  }
  return newest
}

/**
 * The build is stale when it is missing or older than any source file it is made from.
 * @param {string} [distDir] the Next.js output folder inside `cms/`
 * @param {string} [root] the project folder
 */
export function buildIsStale(distDir = process.env.NEXT_DIST_DIR ?? '.next', root = ROOT) {
  const buildId = path.join(root, 'cms', distDir, 'BUILD_ID')
  const storefront = path.join(root, 'storefront/dist/index.html')
  if (!fs.existsSync(buildId) || !fs.existsSync(storefront)) return true
  const built = Math.min(fs.statSync(buildId).mtimeMs, fs.statSync(storefront).mtimeMs)
  return SOURCES.some((entry) => newestMtime(root, entry) > built)
}

/**
 * Runs `npm run build` when the build is stale; resolves with its exit code (0 when there was nothing to build).
 * Turbopack's build cache (about 250 MB in `cms/.next/cache`, and some 25 s to write here) only speeds up the build
 * after it, so the first build of a checkout, often its only one (a first `npm start`, an image), goes without; a
 * rebuild after a change of sources writes it for the next one (see scripts/start.mjs).
 * @param {string} [distDir] the Next.js output folder inside `cms/`
 * @returns {Promise<number>}
 */
export async function buildWhenStale(distDir = process.env.NEXT_DIST_DIR ?? '.next') {
  if (!buildIsStale(distDir)) return 0
  return run('npm', ['run', 'build'], announceBuild(distDir))
}

/**
 * Says why the build is made (a first build, or changed sources) and answers the environment of `npm run build:cms`
 * for it: a first build writes no build cache (see `buildWhenStale`).
 * @param {string} [distDir] the Next.js output folder inside `cms/`
 * @returns {Record<string, string>}
 */
export function announceBuild(distDir = process.env.NEXT_DIST_DIR ?? '.next') {
  const first = !fs.existsSync(path.join(ROOT, 'cms', distDir, 'BUILD_ID'))
  console.log(`Building the storefront and the CMS (${first ? 'first build' : 'sources changed'})…`)
  return first ? { NEXT_BUILD_CACHE: 'off' } : {}
}

export async function buildIfNeeded() {
  exitIfFailed('npm run build', await buildWhenStale())
}

/**
 * On the embedded database a local run needs no configuration: a secret is made once and kept in data/.
 * A MongoDB (production) deployment must set PAYLOAD_SECRET itself.
 */
export function embeddedDefaults() {
  /** @type {Record<string, string>} */
  const env = {}
  const uri = process.env.DATABASE_URI ?? ''
  if (!process.env.PAYLOAD_SECRET && (uri === '' || uri.startsWith('file:'))) {
    const file = path.join(ROOT, 'data/.payload-secret')
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    }
    env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
  }
  return env
}
