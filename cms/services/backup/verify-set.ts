import fs from 'node:fs/promises'
import path from 'node:path'

import { sha256OfFile } from './checksum'
import { COUNTED_TABLES, DATABASE_FILE, readManifest, type Manifest } from './manifest'
import { inspectDatabase } from '../../database'

export type Verification = { manifest: Manifest | null; problems: string[] }

async function fileProblem(folder: string, entry: Manifest['files'][number]): Promise<string | null> {
  const full = path.join(folder, entry.path)
  const stat = await fs.stat(full).catch(() => null)
  if (!stat?.isFile()) return `${entry.path} is missing`
  if (stat.size !== entry.bytes) return `${entry.path} is ${stat.size} bytes, the manifest says ${entry.bytes} (damaged or incomplete)`
  if ((await sha256OfFile(full)) !== entry.sha256) return `${entry.path} does not match its SHA-256 checksum (changed or damaged)`
  return null
}

async function databaseProblems(file: string, manifest: Manifest): Promise<string[]> {
  let inspection
  try {
    inspection = await inspectDatabase(file)
  } catch (error) {
    return [`${DATABASE_FILE} cannot be read as an SQLite database: ${(error as Error).message}`]
  }
  if (inspection.integrity !== 'ok') return [`${DATABASE_FILE} fails SQLite's integrity check: ${inspection.integrity}`]
  const problems = COUNTED_TABLES.filter((table) => inspection.counts[table] !== manifest.database.counts[table]).map(
    (table) => `${DATABASE_FILE} holds ${inspection.counts[table]} ${table}, the manifest says ${manifest.database.counts[table]}`,
  )
  if (inspection.migration !== manifest.database.migration) {
    problems.push(`${DATABASE_FILE} is at migration ${inspection.migration}, the manifest says ${manifest.database.migration}`)
  }
  return problems
}

/**
 * Checks a backup set before anything is restored from it: its manifest, every file's presence, size and SHA-256,
 * the database copy's integrity, and its row counts and migration against the manifest. No problems means the set
 * is exactly what was written.
 */
export async function verifyBackupSet(folder: string): Promise<Verification> {
  if (!(await fs.stat(folder).catch(() => null))?.isDirectory()) return { manifest: null, problems: [`${folder} is not a folder`] }
  const read = await readManifest(folder)
  if ('problem' in read) return { manifest: null, problems: [read.problem] }
  const { manifest } = read
  const problems: string[] = []
  let databaseIntact = manifest.files.some((entry) => entry.path === DATABASE_FILE)
  if (!databaseIntact) problems.push(`the manifest lists no ${DATABASE_FILE}`)
  for (const entry of manifest.files) {
    const problem =
      path.isAbsolute(entry.path) || entry.path.split('/').includes('..')
        ? `the manifest names a file outside the set: ${entry.path}`
        : await fileProblem(folder, entry)
    if (!problem) continue
    problems.push(problem)
    if (entry.path === DATABASE_FILE) databaseIntact = false
  }
  if (databaseIntact) problems.push(...(await databaseProblems(path.join(folder, DATABASE_FILE), manifest)))
  return { manifest, problems }
}
