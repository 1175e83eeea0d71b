import { addDays, shopDay } from './shop-time'

/**
 * Above ₹10 crore of turnover (`EINVOICE_30_DAY_LIMIT`), the portal registers a document only within 30 days of its
 * date; staff are warned from day 25. Days are the shop's days, in India time.
 */
export const REPORTING_DAYS = 30
const WARNING_FROM_DAY = 25

export type ReportingWindow = {
  /** open until day 24, closing from day 25 to day 30, closed from day 31. */
  state: 'open' | 'closing' | 'closed'
  /** The last day (YYYY-MM-DD) the portal registers the document. */
  lastDay: string
}

/** The last day (YYYY-MM-DD) the portal registers a document dated `date`. */
export const lastDayToRegister = (date: string) => addDays(date, REPORTING_DAYS)

/** Where a document dated `date` (YYYY-MM-DD, India) stands on `now`, and its last day for registration. */
export function reportingWindow(date: string, now: Date): ReportingWindow {
  const today = shopDay(now)
  const lastDay = lastDayToRegister(date)
  if (today > lastDay) return { state: 'closed', lastDay }
  return { state: today >= addDays(date, WARNING_FROM_DAY) ? 'closing' : 'open', lastDay }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-12-28" → "28 Dec 2026". */
export function dayInWords(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date} ${MONTHS[Number(month) - 1]} ${year}`
}

/** What staff read about a document not yet registered from day 25 on. */
export const registerByWarning = (lastDay: string) =>
  `Register by ${dayInWords(lastDay)}: the portal refuses it after ${REPORTING_DAYS} days`
