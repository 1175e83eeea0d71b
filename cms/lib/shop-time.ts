/**
 * The shop trades in India: a day of orders is an Indian Standard Time day (UTC+05:30, no daylight saving), whatever
 * the server's own time zone is.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata'
const IST_OFFSET = '+05:30'

/** The instant an IST calendar day (YYYY-MM-DD) starts. */
export function startOfShopDay(day: string): Date {
  return new Date(`${day}T00:00:00${IST_OFFSET}`)
}

/** Made once: creating a formatter costs far more than formatting (a signed-in read asks for today on every request). */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

const DAY_MS = 24 * 60 * 60 * 1000
/** The day asked last and when it starts and ends (IST has no daylight saving: every day is 24 hours). */
let lastDay: { day: string; from: number; until: number } | undefined

/** The IST calendar day (YYYY-MM-DD) an instant falls on. */
export function shopDay(instant: Date): string {
  const time = instant.getTime()
  if (lastDay && time >= lastDay.from && time < lastDay.until) return lastDay.day
  const day = DAY_FORMAT.format(instant)
  const from = startOfShopDay(day).getTime()
  lastDay = { day, from, until: from + DAY_MS }
  return day
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** "2026-11-23 14:05" in IST, for exports a spreadsheet can sort. */
export function shopDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}
