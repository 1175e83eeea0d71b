// @ts-check
// `npm start`: build when needed, migrate and seed an empty database, then serve the shop from one origin.
import { buildIfNeeded, embeddedDefaults, run, runOrExit } from './lib/project.mjs'

const port = process.env.PORT ?? '3000'
const origin = process.env.PUBLIC_URL ?? `http://localhost:${port}`
const env = { ...embeddedDefaults(), NEXT_TELEMETRY_DISABLED: '1', PORT: port, PUBLIC_URL: origin }

await buildIfNeeded()
// Applies migrations (they run when Payload starts) and seeds only an empty database. In production the seed takes
// the staff admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD and adds no demo customer; SEED_ON_START=false skips it.
if (process.env.SEED_ON_START !== 'false') await runOrExit('npx', ['tsx', 'seed/run.ts', '--if-empty'], env)

console.log(`
  Nuvo Surgical shop
  Storefront   ${origin}/
  Staff admin  ${origin}/admin
  REST API     ${origin}/api
  Shop API     ${origin}/api/shop
`)
process.exit(await run(process.execPath, ['scripts/serve.mjs', '--port', port], { ...env, NODE_ENV: 'production' }))
