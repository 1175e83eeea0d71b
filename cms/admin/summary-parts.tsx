/** Pieces the summaries at the top of an order's and a return's admin page share. */

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })

/** A date and time in India, or a dash. */
export const when = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—')

export function Badge({ tone, children }: { tone: string; children: React.ReactNode }) {
  return <span className={`order-badge order-badge--${tone}`}>{children}</span>
}

/** One label and value of a card's list; a dash when the value is empty. */
export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </>
  )
}
