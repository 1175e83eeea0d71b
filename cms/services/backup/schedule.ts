/**
 * When scheduled backups run: `daily@HH:MM` in India time (IST, UTC+5:30 all year: India has no daylight saving), or
 * `off`. cms/env.ts checks the syntax at start-up.
 */
export type BackupSchedule = { kind: 'off' } | { kind: 'daily'; minuteOfDay: number }

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000

/** A slot missed while no server ran is still taken by a server that starts less than this after it. */
export const CATCH_UP_MS = 60 * 60_000

/** The schedule `BACKUP_SCHEDULE` names; unset means daily at 02:00 India time in production and off elsewhere. */
export function parseSchedule(value: string | undefined, nodeEnv: string): BackupSchedule {
  return parseDailySchedule('BACKUP_SCHEDULE', value, nodeEnv, '02:00')
}

/** A `daily@HH:MM` (India time) or `off` setting named `name`; unset means daily at `productionTime` in production, else off. */
export function parseDailySchedule(name: string, value: string | undefined, nodeEnv: string, productionTime: string): BackupSchedule {
  const text = value ?? (nodeEnv === 'production' ? `daily@${productionTime}` : 'off')
  const daily = /^daily@([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(text)
  if (daily) return { kind: 'daily', minuteOfDay: Number(daily[1]) * 60 + Number(daily[2]) }
  if (text === 'off') return { kind: 'off' }
  throw new Error(`${name} is off or daily@HH:MM in India time, e.g. daily@${productionTime}; got "${text}"`)
}

/** The newest slot at or before `now`. */
export function latestSlot(schedule: { minuteOfDay: number }, now: Date): Date {
  const istNow = now.getTime() + IST_OFFSET_MS
  const istMidnight = istNow - (((istNow % DAY_MS) + DAY_MS) % DAY_MS)
  let slot = istMidnight + schedule.minuteOfDay * 60_000
  if (slot > istNow) slot -= DAY_MS
  return new Date(slot - IST_OFFSET_MS)
}

/** The first slot after `now`. */
export function nextSlot(schedule: { minuteOfDay: number }, now: Date): Date {
  return new Date(latestSlot(schedule, now).getTime() + DAY_MS)
}

/** The calendar day in India of an instant, `2026-11-26`: the unit of daily retention. */
export function indiaDay(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The Monday (India time) of an instant's week, `2026-11-23`: the unit of weekly retention. */
export function indiaWeek(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS)
  const sinceMonday = (ist.getUTCDay() + 6) % 7
  return new Date(ist.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}
