// `npm run backup`: one backup set of the embedded database and media into BACKUP_DIR (README, Operating the shop).
// `--scheduled` (the server's schedule) also deletes the sets beyond the retention. Exit code 0 only with a complete set.
import path from 'node:path'
import { parseArgs } from 'node:util'

import { ConfigError, loadEnv } from '../cms/env'
import { writeKeyValue } from '../cms/database'
import { LAST_BACKUP_KEY, type LastBackup } from '../cms/services/backup/last-backup'
import { pruneBackups } from '../cms/services/backup/retention'
import { backupSettingsFrom, MONGODB_BACKUPS } from '../cms/services/backup/settings'
import { BackupError, writeBackupSet } from '../cms/services/backup/write-set'
import { configFromEnvironment, fail, sizeOf } from './lib/backup-cli'

async function main() {
  const { values } = parseArgs({ options: { scheduled: { type: 'boolean', default: false } } })
  const settings = backupSettingsFrom(loadEnv(configFromEnvironment()))
  if (!settings.databaseFile) fail(`No backup written. ${MONGODB_BACKUPS}`)
  const started = Date.now()
  const { folder, manifest } = await writeBackupSet({
    databaseFile: settings.databaseFile,
    media: settings.media,
    backupDir: settings.backupDir,
  })
  const { counts } = manifest.database
  const media =
    manifest.media.storage === 'local'
      ? `${manifest.media.files} media files`
      : `media not copied: they are in the S3 bucket ${manifest.media.bucket}, whose versioning keeps them`
  console.log(
    `Backup written to ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s: database ${sizeOf(manifest.files[0].bytes)} ` +
      `(${counts.orders} orders, ${counts.invoices} invoices, ${counts.customers} customers, ${counts.products} products; ` +
      `migration ${manifest.database.migration}), ${media}`,
  )
  const last: LastBackup = { at: manifest.finishedAt, folder: path.basename(folder) }
  await writeKeyValue(settings.databaseFile, LAST_BACKUP_KEY, last).catch((error: Error) =>
    console.warn(`The backup is complete, but its time could not be recorded in the database: ${error.message}`),
  )
  if (values.scheduled) {
    const deleted = await pruneBackups(settings.backupDir, settings.retention)
    if (deleted.length) console.log(`Deleted by retention: ${deleted.join(', ')}`)
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) fail(`No backup written. ${error.message}`)
  fail(`No backup written: ${error instanceof Error ? error.message : String(error)}`)
})
