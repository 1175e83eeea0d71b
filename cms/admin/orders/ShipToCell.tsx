import type { DefaultServerCellComponentProps } from 'payload'

/** Orders list column "Delivery address": city and state, what staff scan for. */
export function ShipToCell({ cellData }: DefaultServerCellComponentProps) {
  const address = (cellData ?? {}) as { city?: string | null; state?: string | null }
  return <span>{[address.city, address.state].filter(Boolean).join(', ') || '—'}</span>
}
