import type { Payload } from 'payload'

import { isLongRunningServer } from '../../lib/long-running'
import { indiaDay, latestSlot, nextSlot, type BackupSchedule } from '../backup/schedule'

/** What one offer to send a day's email came to. */
export type DailyEmailOutcome = 'sent' | 'already-claimed' | 'nothing-to-send' | 'failed'

/** Checks again this long after a send failed (the mail service was down) or found nothing to send that day. */
const RETRY_MS = 60 * 60_000

/** Until the next day's slot once the day's email went out; within the hour while that day's email may still be due. */
const nextCheckIn = (outcome: DailyEmailOutcome, untilNextSlot: number) =>
  outcome === 'sent' || outcome === 'already-claimed' ? untilNextSlot : Math.min(RETRY_MS, untilNextSlot)

/**
 * In the shop's server processes, every day at the schedule's time (India time) each process offers to send a daily
 * email (`send`, which claims the day's lease so the first process sends it). A process started later in the day sends
 * an email nobody sent yet; while the day has had nothing to send, each process looks again within the hour.
 */
export function startDailyEmail(
  payload: Payload,
  name: string,
  schedule: BackupSchedule,
  send: (day: string, now: Date) => Promise<DailyEmailOutcome>,
): void {
  if (schedule.kind === 'off' || !isLongRunningServer()) return
  const check = () => {
    const now = new Date()
    const day = indiaDay(latestSlot(schedule, now))
    send(day, now)
      .then((outcome) => {
        if (outcome === 'sent') payload.logger.info(`${name} of ${day} sent`)
        setTimeout(check, nextCheckIn(outcome, nextSlot(schedule, now).getTime() - now.getTime())).unref()
      })
      .catch((error: Error) => {
        payload.logger.error(`${name} of ${day}: ${error.message}`)
        setTimeout(check, RETRY_MS).unref()
      })
  }
  check()
}
