// @ts-check
// `npm start`: build when needed, migrate and seed an empty database, then serve the shop from one origin.
import { buildWhenStale, embeddedDefaults, exitIfFailed, run } from './lib/project.mjs'
import { TYPESCRIPT_NODE_ARGS } from '../cms/lib/typescript-process.mjs'

const port = process.env.PORT ?? '3000'
const origin = process.env.PUBLIC_URL ?? `http://localhost:${port}`
const env = { ...embeddedDefaults(), NEXT_TELEMETRY_DISABLED: '1', PORT: port, PUBLIC_URL: origin }

// Applies migrations (they run when Payload starts) and seeds only an empty database. In production the seed takes
// the staff admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD and adds no demo customer; SEED_ON_START=false skips it.
// The seed needs no build and the build no database: on a first start they run side by side.
const seed =
  process.env.SEED_ON_START === 'false'
    ? Promise.resolve(0)
    : run(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'seed/run.ts', '--if-empty'], env)
const [built, seeded] = await Promise.all([buildWhenStale(), seed])
exitIfFailed('npm run build', built)
exitIfFailed('the seed (seed/run.ts --if-empty)', seeded)

console.log(`
  Nuvo Surgical shop
  Storefront   ${origin}/
  Staff admin  ${origin}/admin
  REST API     ${origin}/api
  Shop API     ${origin}/api/shop
`)
process.exit(await run(process.execPath, ['scripts/serve.mjs', '--port', port], { ...env, NODE_ENV: 'production' }))
