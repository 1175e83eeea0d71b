import type { Payload } from 'payload'

import { prepareDatabase } from './database'
import { registerDirectShopApi } from './endpoints/fast-path'
import { startBackupSchedule } from './services/backup'
import { shareCacheThrough } from './services/cache'
import { startCertificateDigestSchedule } from './services/compliance/digest-schedule'
import { startEInvoiceRegistration } from './services/einvoice/queue/start'
import { registerServerHooks } from './services/observability'
import { startStockAlertSchedule } from './services/stock/alert-schedule'
import { startUnpaidHoldSweep } from './services/stock/unpaid-hold-schedule'

/**
 * Runs once when Payload starts in a process: schema first, then the answer cache's link to the other processes, then
 * the production server's direct shop API, the schedules (backup, certificate digest, stock email, unpaid online orders' stock, e-invoice registration) and its hooks (logger,
 * readiness, signed-in user).
 */
export async function onInit(payload: Payload): Promise<void> {
  await prepareDatabase(payload)
  shareCacheThrough(payload)
  registerDirectShopApi(payload)
  startBackupSchedule(payload)
  startCertificateDigestSchedule(payload)
  startStockAlertSchedule(payload)
  startUnpaidHoldSweep(payload)
  startEInvoiceRegistration(payload)
  registerServerHooks(payload)
}
