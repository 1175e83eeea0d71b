import type { Payload } from 'payload'

/** Payload's key-value entry holding the last complete backup: `{ at, folder }`, written by every successful backup. */
export const LAST_BACKUP_KEY = 'backup:last'

export type LastBackup = { at: string; folder: string }

/** When the last complete backup set was written (by `npm run backup` or the schedule), or null if never. */
export async function lastBackupAt(payload: Payload): Promise<Date | null> {
  const entry = await payload.kv.get<LastBackup>(LAST_BACKUP_KEY)
  return entry?.at ? new Date(entry.at) : null
}
