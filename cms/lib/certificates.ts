import type { Where } from 'payload'

import { CERTIFICATE_WARNING_DAYS } from '../contract/compliance'
import { addDays, shopDay, startOfShopDay } from './shop-time'

/** Certificates (every document but an IFU) whose last valid day is at most `CERTIFICATE_WARNING_DAYS` away, or past. */
export function certificatesExpiringBy(now: Date): Where {
  const firstSafeDay = addDays(shopDay(now), CERTIFICATE_WARNING_DAYS + 1)
  return { and: [{ kind: { not_equals: 'IFU' } }, { expiresOn: { less_than: startOfShopDay(firstSafeDay).toISOString() } }] }
}

/** How many days after `today` (YYYY-MM-DD) `day` is; negative when it has passed. */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)

/** "expired 2026-11-03", "expires today", "expires in 12 days (2026-12-08)". */
export function certificateExpiryText(today: string, day: string): string {
  const days = daysBetween(today, day)
  if (days < 0) return `expired ${day}`
  if (days === 0) return 'expires today'
  return `expires in ${days} day${days === 1 ? '' : 's'} (${day})`
}
