// `npm run stock:check`: recomputes every stock balance from its movements, prints each difference, and exits 1 when
// there is any (0 when the ledger and its balances agree). Reads the database DATABASE_URI names, as the server does.
import { ConfigError } from '../cms/env'
import { preferDevelopmentBuilds } from '../seed/node-conditions'

preferDevelopmentBuilds()
try {
  await import('./lib/stock-check-cli')
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(`✖ ${error.message}`)
  process.exit(1)
}
