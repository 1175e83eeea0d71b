// @ts-check
// `npm start`: build when needed, migrate and seed an empty database, then serve the shop from one origin.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { announceBuild, buildIsStale, embeddedDefaults, exitIfFailed, ROOT, run } from './lib/project.mjs'
import { TYPESCRIPT_NODE_ARGS } from '../cms/lib/typescript-process.mjs'

const port = process.env.PORT ?? '3000'
const origin = process.env.PUBLIC_URL ?? `http://localhost:${port}`
const env = { ...embeddedDefaults(), NEXT_TELEMETRY_DISABLED: '1', PORT: port, PUBLIC_URL: origin }

// Applies migrations (they run when Payload starts) and seeds only an empty database. In production the seed takes
// the staff admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD and adds no demo customer; SEED_ON_START=false skips it.
const seed = () =>
  process.env.SEED_ON_START === 'false'
    ? Promise.resolve(0)
    : run(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'seed/run.ts', '--if-empty'], env)

const banner = (admin = `${origin}/admin`) => `
  Nuvo Surgical shop
  Storefront   ${origin}/
  Staff admin  ${admin}
  REST API     ${origin}/api
  Shop API     ${origin}/api/shop
`

/** The built server; `extraEnv` for a server taking the port over (scripts/lib/take-over.mjs). */
const serveBuilt = (extraEnv = {}) =>
  run(process.execPath, ['scripts/serve.mjs', '--port', port], { ...env, NODE_ENV: 'production', ...extraEnv })

if (buildIsStale()) process.exit(await buildWhileServing())
exitIfFailed('the seed (seed/run.ts --if-empty)', await seed())
console.log(banner())
process.exit(await serveBuilt())

/**
 * A first start (or one after the sources changed) does not wait for the CMS's build, about a minute here, to serve
 * the shop (docs/decisions/081-serve-during-the-first-build.md). The seed runs beside both builds (it needs no build,
 * and the builds no database); the storefront is built first (seconds), then the CMS. The first-start server
 * (scripts/first-start-server.ts) loads its modules meanwhile, opens the database once told the seed is done, and
 * serves the shop, all but the staff admin, until the CMS is built and the built server takes over. Resolves with the
 * built server's exit code.
 * @returns {Promise<number>}
 */
async function buildWhileServing() {
  const cmsEnv = announceBuild()
  const seeding = seed()
  const early = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/first-start-server.ts', '--port', port], {
    cwd: ROOT,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  })
  const stopped = new Promise((resolve) => early.once('exit', resolve))
  const stopEarly = async () => {
    early.kill('SIGTERM')
    await stopped
  }
  const storefront = await run('npm', ['run', 'build:storefront'])
  if (storefront !== 0) await stopEarly()
  exitIfFailed('npm run build:storefront', storefront)
  // The seed and the first-start server are what the first visitor waits for; the CMS's build takes the CPU they leave.
  const built = run('npm', ['run', 'build:cms'], cmsEnv, { niceness: 10 })
  const seeded = await seeding
  if (seeded !== 0) await stopEarly()
  exitIfFailed('the seed (seed/run.ts --if-empty)', seeded)
  // Unless it could not start (its reason is printed): the build goes on, and the built server serves after it.
  if (early.connected) early.send('seeded')
  console.log(banner(`${origin}/admin (once the build below is done)`))
  const code = await built
  if (code !== 0) await stopEarly()
  exitIfFailed('npm run build:cms', code)
  // The built server warms up while the first-start server still answers, and takes the port as soon as it is free.
  const ready = path.join(os.tmpdir(), `nuvo-take-over-${process.pid}`)
  fs.rmSync(ready, { force: true })
  const serving = serveBuilt({ TAKE_OVER_PORT: ready })
  let exited = false
  serving.then(() => (exited = true))
  while (!exited && !fs.existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 100))
  await stopEarly()
  fs.rmSync(ready, { force: true })
  console.log(banner())
  return serving
}
