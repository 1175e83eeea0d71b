import fs from 'node:fs/promises'
import path from 'node:path'

import { sha256OfFile } from './checksum'
import { DATABASE_FILE, MANIFEST_FILE, MEDIA_FOLDER, type Manifest, type ManifestFile } from './manifest'
import { copyLiveDatabase, inspectDatabase } from '../../database'

export class BackupError extends Error {}

export type BackupSource = {
  databaseFile: string
  /** `data/media` when media are on the local disk; the bucket when they are in S3 (not copied). */
  media: { storage: 'local'; folder: string } | { storage: 's3'; bucket: string }
  backupDir: string
}

/** `2026-11-25T20-30-00Z`: a folder name that sorts by time and is valid on every file system. */
export function setNameFor(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

/**
 * Copies media files one by one. Uploads are written once under a new name, so a file is either complete or absent;
 * a file deleted while the copy runs is left out.
 */
async function copyMedia(from: string, to: string): Promise<string[]> {
  const copied: string[] = []
  for (const file of await filesUnder(from)) {
    await fs.mkdir(path.dirname(path.join(to, file)), { recursive: true })
    try {
      await fs.copyFile(path.join(from, file), path.join(to, file))
      copied.push(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return copied
}

async function entryFor(folder: string, file: string): Promise<ManifestFile> {
  const full = path.join(folder, file)
  return { path: file.split(path.sep).join('/'), bytes: (await fs.stat(full)).size, sha256: await sha256OfFile(full) }
}

async function freeFolderName(backupDir: string, name: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const candidate = path.join(backupDir, attempt ? `${name}-${attempt}` : name)
    if (!(await fs.stat(candidate).catch(() => null))) return candidate
  }
}

/**
 * Writes one complete backup set into a new folder of `backupDir` and returns it with its manifest. The set is built
 * in a hidden `.partial-…` folder and renamed into place once its manifest is written, so a folder with a backup's
 * name is always complete; on any failure the partial folder is removed and a BackupError says what went wrong.
 */
export async function writeBackupSet(source: BackupSource, now = new Date()): Promise<{ folder: string; manifest: Manifest }> {
  if (!(await fs.stat(source.databaseFile).catch(() => null))?.isFile())
    throw new BackupError(`There is no database at ${source.databaseFile}`)
  const startedAt = now.toISOString()
  const name = setNameFor(now)
  await fs.mkdir(source.backupDir, { recursive: true }).catch((error: Error) => {
    throw new BackupError(`Cannot create the backup folder ${source.backupDir}: ${error.message}`)
  })
  const partial = path.join(source.backupDir, `.partial-${name}-${process.pid}`)
  try {
    await fs.mkdir(partial)
    try {
      await copyLiveDatabase(source.databaseFile, path.join(partial, DATABASE_FILE))
    } catch (error) {
      throw new BackupError(`Could not copy the database ${source.databaseFile}: ${(error as Error).message}`)
    }
    const inspection = await inspectDatabase(path.join(partial, DATABASE_FILE))
    if (inspection.integrity !== 'ok') throw new BackupError(`The database copy fails SQLite's integrity check: ${inspection.integrity}`)
    const mediaFiles = source.media.storage === 'local' ? await copyMedia(source.media.folder, path.join(partial, MEDIA_FOLDER)) : []
    const files = [await entryFor(partial, DATABASE_FILE)]
    for (const file of mediaFiles) files.push(await entryFor(partial, path.join(MEDIA_FOLDER, file)))
    const manifest: Manifest = {
      format: 1,
      startedAt,
      finishedAt: new Date().toISOString(),
      database: { kind: 'sqlite', file: DATABASE_FILE, migration: inspection.migration, counts: inspection.counts },
      media:
        source.media.storage === 'local' ? { storage: 'local', files: mediaFiles.length } : { storage: 's3', bucket: source.media.bucket },
      files,
    }
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
    const folder = await freeFolderName(source.backupDir, name)
    await fs.rename(partial, folder)
    return { folder, manifest }
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(`The backup set could not be written: ${(error as Error).message}`)
  }
}
