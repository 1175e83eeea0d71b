import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '../../env'
import { isLongRunningServer } from '../../lib/long-running'
import { TYPESCRIPT_NODE_ARGS } from '../../lib/typescript-process.mjs'
import { claimTask } from '../lease'
import { markDatabaseInUse } from './in-use'
import { CATCH_UP_MS, latestSlot, nextSlot } from './schedule'
import { backupSettingsFrom, MONGODB_BACKUPS } from './settings'

/** The lease a slot is claimed under: the first process to take it runs the slot's backup. */
export const slotKey = (slot: Date) => `backup:${slot.toISOString()}`

/** A slot's claim outlasts the hour its backup is offered in (CATCH_UP_MS), so no slot is backed up twice. */
const CLAIM_MS = 2 * 24 * 60 * 60_000

/**
 * Runs `npm run backup`'s script in a child process: the SQLite driver works synchronously, and a copy of a large
 * database would otherwise hold this process's visitors for its whole duration. `--scheduled` prunes by retention.
 */
function runBackupProcess(payload: Payload, slot: Date): void {
  const root = env().appRoot
  const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, path.join(root, 'scripts/backup.ts'), '--scheduled'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  child.once('error', (error) => payload.logger.error(`Scheduled backup of ${slot.toISOString()} could not start: ${error.message}`))
  child.once('close', (code) => {
    if (code === 0) payload.logger.info(`Scheduled backup of ${slot.toISOString()}: ${output.trim()}`)
    else payload.logger.error(`Scheduled backup of ${slot.toISOString()} failed (exit ${code}): ${output.trim()}`)
  })
}

async function takeSlotIfFirst(payload: Payload, slot: Date): Promise<void> {
  if (await claimTask(payload, slotKey(slot), CLAIM_MS)) runBackupProcess(payload, slot)
}

/**
 * Registers this process as a user of the embedded database (for restore), and in the shop's server processes runs
 * the backup schedule: at each slot, and at start within an hour after a slot, every process of every server on the
 * database claims the slot's lease, and the one that wins runs the backup.
 */
export function startBackupSchedule(payload: Payload): void {
  const settings = backupSettingsFrom(env())
  if (settings.databaseFile) {
    try {
      markDatabaseInUse(settings.databaseFile)
    } catch (error) {
      payload.logger.warn(
        `Could not register this process as a user of ${settings.databaseFile} (restore will not see it): ${(error as Error).message}`,
      )
    }
  }
  const { schedule } = settings
  if (schedule.kind === 'off' || !isLongRunningServer()) return
  if (!settings.databaseFile) {
    payload.logger.info(`BACKUP_SCHEDULE is ignored. ${MONGODB_BACKUPS}`)
    return
  }
  const check = () => {
    const now = new Date()
    const slot = latestSlot(schedule, now)
    if (now.getTime() - slot.getTime() <= CATCH_UP_MS) {
      takeSlotIfFirst(payload, slot).catch((error: Error) =>
        payload.logger.error(`Scheduled backup of ${slot.toISOString()}: ${error.message}`),
      )
    }
    setTimeout(check, nextSlot(schedule, now).getTime() - now.getTime()).unref()
  }
  check()
}
