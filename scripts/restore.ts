// `npm run restore -- <backup folder> [--force]`: checks a backup set and restores it into data/ (or the SQLite file of
// DATABASE_URI), keeping the replaced files aside (README, Operating the shop).
import path from 'node:path'
import { parseArgs } from 'node:util'

import { ConfigError, loadEnv } from '../cms/env'
import { RestoreRefused, restoreBackupSet } from '../cms/services/backup/restore'
import { backupSettingsFrom, MONGODB_BACKUPS, restoredMediaFolder } from '../cms/services/backup/settings'
import { configFromEnvironment, fail } from './lib/backup-cli'

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]   (--force: the servers using the database are known to be stopped)'

async function main() {
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } })
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  const { values, positionals } = parsed
  if (positionals.length !== 1) fail(USAGE)
  const env = loadEnv(configFromEnvironment())
  const settings = backupSettingsFrom(env)
  if (!settings.databaseFile) fail(`Nothing restored. ${MONGODB_BACKUPS}`)
  const folder = path.resolve(positionals[0])
  const mediaFolder = restoredMediaFolder(settings, env.dataDir)
  const result = await restoreBackupSet(folder, { databaseFile: settings.databaseFile, mediaFolder, force: values.force })
  const { manifest } = result
  const { counts } = manifest.database
  if (result.ignoredProcesses.length)
    console.warn(`--force: replaced the database although ${result.ignoredProcesses.join(', ')} were registered as using it`)
  console.log(`Restored the backup of ${manifest.startedAt} from ${folder}:`)
  console.log(
    `  database → ${settings.databaseFile} (${counts.orders} orders, ${counts.invoices} invoices, ${counts.customers} customers, ` +
      `${counts.products} products; migration ${manifest.database.migration})`,
  )
  const liveMedia = settings.media.storage === 'local' ? settings.media.folder : null
  if (mediaFolder && manifest.media.storage === 'local') {
    const elsewhere = mediaFolder !== liveMedia ? ` (beside the restored database; the shop's own ${liveMedia} is left as it is)` : ''
    console.log(`  ${result.mediaFiles} media files → ${mediaFolder}${elsewhere}`)
  } else console.log('  media: not restored, they live in the S3 bucket (S3_BUCKET); older objects come back from its versions')
  console.log(
    result.replacedFolder ? `  the replaced files are in ${result.replacedFolder}` : '  nothing was replaced (no database there before)',
  )
  console.log('Start the server: it applies any migrations newer than the backup.')
}

main().catch((error: unknown) => {
  if (error instanceof RestoreRefused || error instanceof ConfigError) fail(error.message)
  fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`)
})
