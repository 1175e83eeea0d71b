import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Which processes have the embedded database open: each one that starts Payload on it writes a file named after
 * itself into `.<database>.open/` beside the database and removes it when it exits. A restore reads them and asks the
 * system whether each process still runs, so a server that crashed does not block a restore. (A file copy of
 * SQLite's own locks cannot be read from Node.js, and a port answers for one server only.)
 */
export function inUseFolderOf(databaseFile: string): string {
  return path.join(path.dirname(databaseFile), `.${path.basename(databaseFile)}.open`)
}

export function markDatabaseInUse(databaseFile: string): void {
  const folder = inUseFolderOf(databaseFile)
  const marker = path.join(folder, `${os.hostname()}-${process.pid}`)
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(marker, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() }))
  process.once('exit', () => {
    fs.rmSync(marker, { force: true })
    try {
      fs.rmdirSync(folder)
    } catch {
      // another process's marker is still in it: the folder goes with the last one
    }
  })
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The processes that have the database open now, as `pid@host`; markers of processes that are gone are removed. */
export function processesUsing(databaseFile: string): string[] {
  const folder = inUseFolderOf(databaseFile)
  const names = fs.existsSync(folder) ? fs.readdirSync(folder) : []
  const running: string[] = []
  for (const name of names) {
    let marker: { pid: number; host: string }
    try {
      marker = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'))
    } catch {
      continue
    }
    if (marker.host === os.hostname() && !isRunning(marker.pid)) fs.rmSync(path.join(folder, name), { force: true })
    else running.push(`${marker.pid}@${marker.host}`)
  }
  return running
}
