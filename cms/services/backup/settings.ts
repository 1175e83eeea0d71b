import path from 'node:path'

import { databaseKindFor } from '../../database'
import type { Env } from '../../env'
import type { Retention } from './retention'
import { parseSchedule, type BackupSchedule } from './schedule'
import { sqliteFileOf } from './sqlite'
import type { BackupSource } from './write-set'

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
