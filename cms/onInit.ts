import type { Payload } from 'payload'

import { applyMigrationsOutsideProduction } from './database'
import { registerDirectShopApi } from './endpoints/direct'
import { startBackupSchedule } from './services/backup'
import { shareCacheThrough } from './services/cache'
import { registerServerHooks } from './services/observability'

/**
 * Runs once when Payload starts in a process: schema first, then the answer cache's link to the other processes, then
 * the production server's direct shop API and its hooks (logger, readiness, signed-in user).
 */
export async function onInit(payload: Payload): Promise<void> {
  await applyMigrationsOutsideProduction(payload)
  shareCacheThrough(payload)
  registerDirectShopApi(payload)
  startBackupSchedule(payload)
  registerServerHooks(payload)
}
