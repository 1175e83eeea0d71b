export { lastBackupAt, LAST_BACKUP_KEY } from './last-backup'
export { startBackupSchedule } from './scheduler'
