const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** A post's created date as DD Month YYYY HH:MM:SS in Indian time: "05 March 2025 14:03:09". */
export function formatPostDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const part = (type: Intl.DateTimeFormatPartTypes) => formatter.formatToParts(date).find((entry) => entry.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`
}
