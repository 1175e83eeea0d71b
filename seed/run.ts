/**
 * npm run seed [-- --if-empty] [-- --scale N]   (see seed/README.md)
 * A launcher: `--if-empty` on an already seeded SQLite file returns at once without loading Payload; otherwise it
 * fixes how Lexical is resolved and loads the CLI (and with it the Payload config).
 */
import { ConfigError } from '../cms/env'
import { preferDevelopmentBuilds } from './node-conditions'
import { sqliteHasCatalogue } from './quick-check'

if (process.argv.includes('--if-empty') && (await sqliteHasCatalogue())) {
  console.log('seed: the database already has a catalogue; nothing to do')
} else {
  preferDevelopmentBuilds()
  try {
    await import('./cli')
  } catch (error) {
    // A wrong setting: its reason, not a stack trace from inside the Payload config.
    if (!(error instanceof ConfigError)) throw error
    console.error(`✖ ${error.message}`)
    process.exit(1)
  }
}
