import type { Payload } from 'payload'

import { env } from '../../env'
import { parseDailySchedule } from '../backup/schedule'
import { startDailyEmail } from '../email/daily-email'
import { sendStockAlert } from './stock-alert'

/**
 * Every day at `STOCK_ALERT_SCHEDULE` (India time; 08:00 by default in production, off elsewhere) the shop's server
 * processes offer to send the stock email (near-expiry lots, codes below reorder level); the first to claim the day
 * sends it.
 */
export function startStockAlertSchedule(payload: Payload): void {
  const schedule = parseDailySchedule('STOCK_ALERT_SCHEDULE', env().STOCK_ALERT_SCHEDULE, env().NODE_ENV, '08:00')
  startDailyEmail(payload, 'Stock email', schedule, (day, now) => sendStockAlert(payload, day, now))
}
