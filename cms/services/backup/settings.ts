import path from 'node:path'

import { databaseKindFor, sqliteFileOf } from '../../database'
import type { Env } from '../../env'
import type { Retention } from './retention'
import { parseSchedule, type BackupSchedule } from './schedule'
import type { BackupSource } from './write-set'

/** The database file of the embedded database when DATABASE_URI does not name another (cms/env.ts). */
const LIVE_DATABASE_FILE = 'shop.db'

export type BackupSettings = {
  /** The embedded database's file; null on MongoDB, which the shop does not back up itself. */
  databaseFile: string | null
  media: BackupSource['media']
  backupDir: string
  schedule: BackupSchedule
  retention: Retention
}

/** How MongoDB is backed up instead: said by `npm run backup` / `restore` and logged by the schedule. */
export const MONGODB_BACKUPS =
  'The shop runs on MongoDB (DATABASE_URI=mongodb://…): its data is not backed up by the shop. Back it up with\n' +
  '  mongodump --uri "$DATABASE_URI" --gzip --archive=shop-$(date +%F).archive   (restore: mongorestore --drop --gzip --archive=…)\n' +
  "or the provider's scheduled snapshots (MongoDB Atlas cloud backups, volume snapshots of the replica set's disks)."

export function backupSettingsFrom(env: Env): BackupSettings {
  return {
    databaseFile: databaseKindFor(env.databaseUri) === 'sqlite' ? sqliteFileOf(env.databaseUri) : null,
    media:
      env.mediaStorage.kind === 's3'
        ? { storage: 's3', bucket: env.mediaStorage.bucket }
        : { storage: 'local', folder: path.join(env.dataDir, 'media') },
    backupDir: path.resolve(env.appRoot, env.BACKUP_DIR ?? 'backups'),
    schedule: parseSchedule(env.BACKUP_SCHEDULE, env.NODE_ENV),
    retention: { keepDaily: env.BACKUP_KEEP_DAILY, keepWeekly: env.BACKUP_KEEP_WEEKLY },
  }
}

/**
 * Where a restore puts a backup's media on the local disk: the live `data/media` only when it restores the live
 * database (`data/shop.db`). A restore elsewhere (DATABASE_URI naming another file: a drill, a copy) puts them beside
 * that database and leaves the live media alone. Null with media in S3.
 */
export function restoredMediaFolder(settings: BackupSettings, dataDir: string): string | null {
  if (settings.media.storage !== 'local' || !settings.databaseFile) return null
  const live = settings.media.folder
  if (path.resolve(settings.databaseFile) === path.join(dataDir, LIVE_DATABASE_FILE)) return live
  const beside = path.join(path.dirname(path.resolve(settings.databaseFile)), 'media')
  return beside === live ? `${settings.databaseFile.replace(/\.db$/, '')}-media` : beside
}
