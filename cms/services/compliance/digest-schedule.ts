import type { Payload } from 'payload'

import { env } from '../../env'
import { isLongRunningServer } from '../../lib/long-running'
import { indiaDay, latestSlot, nextSlot, parseDailySchedule } from '../backup/schedule'
import { sendCertificateDigest, type DigestOutcome } from './certificate-digest'

/** Checks again this long after a send failed (the mail service was down) or found nothing to send that day. */
const RETRY_MS = 60 * 60_000

/** Until the next day's slot once the day's digest went out; within the hour while that day's digest may still be due. */
const nextCheckIn = (outcome: DigestOutcome, untilNextSlot: number) =>
  outcome === 'sent' || outcome === 'already-claimed' ? untilNextSlot : Math.min(RETRY_MS, untilNextSlot)

/**
 * In the shop's server processes, every day at `CERTIFICATE_DIGEST_SCHEDULE` (India time; 08:00 by default in
 * production, off elsewhere) each process offers to send the certificate digest; the first to claim the day sends it.
 * A process started later in the day sends a digest nobody sent yet; while the day has had nothing to send, each process
 * looks again within the hour, so a certificate coming due that day is sent that day.
 */
export function startCertificateDigestSchedule(payload: Payload): void {
  const schedule = parseDailySchedule('CERTIFICATE_DIGEST_SCHEDULE', env().CERTIFICATE_DIGEST_SCHEDULE, env().NODE_ENV, '08:00')
  if (schedule.kind === 'off' || !isLongRunningServer()) return
  const check = () => {
    const now = new Date()
    const slot = latestSlot(schedule, now)
    sendCertificateDigest(payload, indiaDay(slot), now)
      .then((outcome) => {
        if (outcome === 'sent') payload.logger.info(`Certificate digest of ${indiaDay(slot)} sent to the catalogue editors`)
        setTimeout(check, nextCheckIn(outcome, nextSlot(schedule, now).getTime() - now.getTime())).unref()
      })
      .catch((error: Error) => {
        payload.logger.error(`Certificate digest of ${indiaDay(slot)}: ${error.message}`)
        setTimeout(check, RETRY_MS).unref()
      })
  }
  check()
}
