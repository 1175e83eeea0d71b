/**
 * The seed command (started through seed/run.ts).
 *   --if-empty  do nothing when the catalogue exists (npm start runs this on every start)
 *   --scale N   after seeding, add synthetic products until the catalogue has N products (benchmarks)
 * In production (NODE_ENV=production) no demo accounts are made: the staff admin comes from SEED_ADMIN_EMAIL,
 * SEED_ADMIN_PASSWORD and optionally SEED_ADMIN_NAME, and no demo customer is created.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { withQuickImageEncoding } from './images/quick-encoding'
import { countSeeded, formatCounts, isSeeded, scaleCatalogue, seedDatabase, type SeedStaff } from './index'

interface Args {
  ifEmpty: boolean
  scale?: number
}

function parseArgs(argv: string[]): Args {
  const args: Args = { ifEmpty: false }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--if-empty') args.ifEmpty = true
    else if (arg === '--scale' || arg.startsWith('--scale=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[(i += 1)]
      const scale = Number(value)
      if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale needs a whole number of products, got "${value}"`)
      args.scale = scale
    } else throw new Error(`Unknown option "${arg}". Options: --if-empty, --scale N`)
  }
  return args
}

function productionStaff(): SeedStaff[] {
  const email = process.env.SEED_ADMIN_EMAIL?.trim()
  const password = process.env.SEED_ADMIN_PASSWORD
  if (!email || !password) {
    console.warn('seed: SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD not set, so no staff admin was created')
    return []
  }
  return [{ name: process.env.SEED_ADMIN_NAME?.trim() || 'Administrator', email, password, roles: ['admin'] }]
}

async function main(): Promise<void> {
  const started = Date.now()
  const args = parseArgs(process.argv.slice(2))
  const payload = await getPayload({ config: withQuickImageEncoding(await config) })
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
  if (args.ifEmpty && (await isSeeded(payload))) {
    console.log(`seed: the database already has a catalogue; nothing to do (${seconds()} s)`)
    return
  }
  const production = process.env.NODE_ENV === 'production'
  const log = (message: string) => console.log(`seed: ${message}`)
  let counts = await seedDatabase(payload, {
    log,
    staff: production ? productionStaff() : undefined,
    demoCustomer: !production,
  })
  if (args.scale) {
    log(`base seed done in ${seconds()} s`)
    await scaleCatalogue(payload, args.scale, { log })
    counts = await countSeeded(payload)
  }
  console.log(`seed: done in ${seconds()} s\n${formatCounts(counts)}`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('seed failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
