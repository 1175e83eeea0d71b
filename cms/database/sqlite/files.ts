import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

/**
 * The database's files on the disk: the only code that names them to the file system. Nothing here opens or reads
 * them (connections.ts says why): a live database is looked at with `stat` only, and files are moved or removed only
 * when no process has the database open.
 */

/** The file an embedded-database URI names: `file:data/shop.db` (relative to the working folder), `file:/abs/x.db`, `file:///abs/x.db`. */
export function sqliteFileOf(uri: string): string {
  const withoutScheme = uri.replace(/^file:(\/\/)?/, '')
  return path.resolve(decodeURIComponent(withoutScheme.split('?')[0]))
}

/** The database file and the two SQLite keeps beside it in WAL mode. */
export const databaseFilesOf = (file: string): string[] => ['', '-wal', '-shm'].map((suffix) => `${file}${suffix}`)

/** Which file a path is: a file replaced or deleted at that path gets another identity. */
export type FileIdentity = { dev: number; ino: number }

export async function fileIdentity(file: string): Promise<FileIdentity> {
  const { dev, ino, isFile } = await fsp.stat(file).then((stat) => ({ dev: stat.dev, ino: stat.ino, isFile: stat.isFile() }))
  if (!isFile) throw Object.assign(new Error(`${file} is not a file`), { code: 'ENOTFILE' })
  return { dev, ino }
}

/** Removes a database and its WAL files: only for a database no process has open (a test's, a benchmark's). */
export function removeClosedDatabase(file: string): void {
  for (const each of databaseFilesOf(file)) fs.rmSync(each, { force: true })
}

/** Copies a database no process has open (a benchmark's prepared database) to `to`, with its WAL files. */
export function copyClosedDatabase(from: string, to: string): void {
  for (const suffix of ['', '-wal', '-shm']) if (fs.existsSync(`${from}${suffix}`)) fs.copyFileSync(`${from}${suffix}`, `${to}${suffix}`)
}

/** Moves a stopped database and its WAL files into `folder`; false when there was none. */
export async function moveClosedDatabase(
  file: string,
  folder: string,
  move: (from: string, to: string) => Promise<void>,
): Promise<boolean> {
  let moved = false
  for (const each of databaseFilesOf(file)) {
    if (!(await fsp.stat(each).catch(() => null))) continue
    await move(each, path.join(folder, path.basename(each)))
    moved = true
  }
  return moved
}

/**
 * Puts a database copy in place of a stopped database: copied beside it first, checked by `check` (its checksum),
 * then renamed over it in one step.
 */
export async function placeDatabaseCopy(copy: string, file: string, check: (incoming: string) => Promise<boolean>): Promise<boolean> {
  await fsp.mkdir(path.dirname(file), { recursive: true })
  const incoming = `${file}.restoring`
  await fsp.copyFile(copy, incoming)
  if (!(await check(incoming))) {
    await fsp.rm(incoming, { force: true })
    return false
  }
  await fsp.rename(incoming, file)
  return true
}
