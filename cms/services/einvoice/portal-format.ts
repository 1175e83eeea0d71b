/** How the portal writes dates and times, both ways: times are India Standard Time without a zone. */

/** `2026-11-20` → `20/11/2026`. */
export const portalDate = (isoDay: string) => `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`

const IST_OFFSET_MS = 330 * 60_000

/** `2026-11-20 14:05:09` (IST, as the portal answers AckDt, CancelDate, EwbDt) → ISO 8601 in UTC. */
export function fromPortalTime(stamp: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(stamp.trim())
  if (!match) throw new Error(`Unexpected portal time "${stamp}"`)
  return new Date(`${match[1]}T${match[2]}+05:30`).toISOString()
}

/** An instant as the portal writes it: `2026-11-20 14:05:09` in IST. */
export function toPortalTime(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** `29/11/2026 02:05:00 PM` (IST, as the e-way bill system answers ewayBillDate and validUpto) → ISO 8601 in UTC. */
export function fromEwayBillTime(stamp: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([AP]M)$/i.exec(stamp.trim())
  if (!match) throw new Error(`Unexpected e-way bill time "${stamp}"`)
  const [, day, month, year, hours, minutes, seconds, half] = match
  const hour24 = (Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)
  return new Date(`${year}-${month}-${day}T${String(hour24).padStart(2, '0')}:${minutes}:${seconds}+05:30`).toISOString()
}

/** An instant as the e-way bill system writes it: `29/11/2026 02:05:00 PM` in IST. */
export function toEwayBillTime(at: Date): string {
  const [day, time] = toPortalTime(at).split(' ')
  const [hours, minutes, seconds] = time.split(':').map(Number)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const clock = [hour12, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':')
  return `${portalDate(day)} ${clock} ${hours < 12 ? 'AM' : 'PM'}`
}
