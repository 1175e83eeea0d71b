import fs from 'node:fs/promises'
import path from 'node:path'

import { readManifest } from './manifest'
import { indiaDay, indiaWeek } from './schedule'

export type Retention = { keepDaily: number; keepWeekly: number }
export type StoredSet = { name: string; startedAt: Date }

/**
 * The sets to delete: kept are the newest set of each of the newest `keepDaily` days that have a set, and the newest
 * set of each of the newest `keepWeekly` weeks (India time). Counting days that have a set, not calendar days, keeps
 * old sets when backups stopped for a while: the last good ones are never aged out by the calendar alone.
 */
export function setsToDelete(sets: StoredSet[], { keepDaily, keepWeekly }: Retention): string[] {
  const newestFirst = [...sets].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
  const kept = new Set<string>()
  const keepNewestOf = (bucketOf: (date: Date) => string, buckets: number) => {
    const seen = new Set<string>()
    for (const set of newestFirst) {
      const bucket = bucketOf(set.startedAt)
      if (seen.has(bucket)) continue
      if (seen.size === buckets) break
      seen.add(bucket)
      kept.add(set.name)
    }
  }
  keepNewestOf(indiaDay, keepDaily)
  keepNewestOf(indiaWeek, keepWeekly)
  return newestFirst.filter((set) => !kept.has(set.name)).map((set) => set.name)
}

/** Deletes the sets of `backupDir` beyond the retention; folders without a readable manifest are left alone. */
export async function pruneBackups(backupDir: string, retention: Retention): Promise<string[]> {
  const sets: StoredSet[] = []
  for (const entry of await fs.readdir(backupDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue
    const read = await readManifest(path.join(backupDir, entry.name))
    if ('manifest' in read) sets.push({ name: entry.name, startedAt: new Date(read.manifest.startedAt) })
  }
  const doomed = setsToDelete(sets, retention)
  for (const name of doomed) await fs.rm(path.join(backupDir, name), { recursive: true, force: true })
  return doomed
}
