import type { Payload } from 'payload'

import { env } from '../../env'
import { parseDailySchedule } from '../backup/schedule'
import { startDailyEmail } from '../email/daily-email'
import { sendCertificateDigest } from './certificate-digest'

/**
 * Every day at `CERTIFICATE_DIGEST_SCHEDULE` (India time; 08:00 by default in production, off elsewhere) the
 * shop's server processes offer to send the certificate digest to the catalogue editors; the first to claim the day
 * sends it.
 */
export function startCertificateDigestSchedule(payload: Payload): void {
  const schedule = parseDailySchedule('CERTIFICATE_DIGEST_SCHEDULE', env().CERTIFICATE_DIGEST_SCHEDULE, env().NODE_ENV, '08:00')
  startDailyEmail(payload, 'Certificate digest', schedule, (day, now) => sendCertificateDigest(payload, day, now))
}
