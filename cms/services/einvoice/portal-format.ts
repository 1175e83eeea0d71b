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
