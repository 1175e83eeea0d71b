import fs from 'node:fs/promises'
import path from 'node:path'

import { sha256OfFile } from './checksum'
import { DATABASE_FILE, MEDIA_FOLDER, type Manifest } from './manifest'
import { moveClosedDatabase, placeDatabaseCopy } from '../../database'
import { processesUsing } from './in-use'
import { setNameFor } from './write-set'
import { verifyBackupSet } from './verify-set'

export class RestoreRefused extends Error {}

export type RestoreTarget = {
  databaseFile: string
  /** `data/media` with media on the local disk; null with S3 media (the bucket keeps its own versions). */
  mediaFolder: string | null
  /** Replace the database even though processes are registered as using it (they are known to be stopped). */
  force?: boolean
}

export type RestoreResult = { manifest: Manifest; replacedFolder: string | null; mediaFiles: number; ignoredProcesses: string[] }

async function exists(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null)) !== null
}

/** Moves a file or folder, also across file systems (where rename cannot). */
async function move(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true })
  try {
    await fs.rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await fs.cp(from, to, { recursive: true })
    await fs.rm(from, { recursive: true, force: true })
  }
}

/**
 * Restores a verified backup set: refuses a set with any problem, and a database that running processes have open
 * unless `force`; moves the files it replaces (the database with its WAL files, the media folder) into
 * `replaced-<time>/` beside the database; then copies the set's database and media into place and checks the
 * restored database against its checksum.
 */
export async function restoreBackupSet(folder: string, target: RestoreTarget, now = new Date()): Promise<RestoreResult> {
  const { manifest, problems } = await verifyBackupSet(folder)
  if (!manifest || problems.length) {
    throw new RestoreRefused(
      `Not restored: the backup set ${folder} is damaged or incomplete:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
  }
  const users = processesUsing(target.databaseFile)
  if (users.length && !target.force) {
    throw new RestoreRefused(
      `The database ${target.databaseFile} is in use by running processes (${users.join(', ')}); nothing was restored.\n` +
        'Stop the shop first. Use --force only when you are sure those processes are stopped.',
    )
  }
  const dataFolder = path.dirname(target.databaseFile)
  const replacedFolder = path.join(dataFolder, `replaced-${setNameFor(now)}`)
  let movedAside = await moveClosedDatabase(target.databaseFile, replacedFolder, move)
  const restoreMedia = target.mediaFolder !== null && manifest.media.storage === 'local'
  if (restoreMedia && (await exists(target.mediaFolder!))) {
    await move(target.mediaFolder!, path.join(replacedFolder, MEDIA_FOLDER))
    movedAside = true
  }

  const expected = manifest.files.find((entry) => entry.path === DATABASE_FILE)!.sha256
  const placed = await placeDatabaseCopy(
    path.join(folder, DATABASE_FILE),
    target.databaseFile,
    async (incoming) => (await sha256OfFile(incoming)) === expected,
  )
  if (!placed) {
    throw new Error(
      `The copy of ${DATABASE_FILE} written to ${dataFolder} does not match its checksum; the replaced files are in ${replacedFolder}`,
    )
  }

  let mediaFiles = 0
  if (restoreMedia) {
    const prefix = `${MEDIA_FOLDER}/`
    await fs.mkdir(target.mediaFolder!, { recursive: true })
    for (const entry of manifest.files.filter((file) => file.path.startsWith(prefix))) {
      const to = path.join(target.mediaFolder!, ...entry.path.slice(prefix.length).split('/'))
      await fs.mkdir(path.dirname(to), { recursive: true })
      await fs.copyFile(path.join(folder, ...entry.path.split('/')), to)
      mediaFiles++
    }
  }
  return { manifest, replacedFolder: movedAside ? replacedFolder : null, mediaFiles, ignoredProcesses: users }
}
