import type { StockReportQuery } from '../../contract/stock-reports'

/** The stock view's tabs: what each shows of the report. */
export const STOCK_TABS = [
  { id: 'on-hand', label: 'On hand' },
  { id: 'expiring', label: 'Expiring' },
  { id: 'reorder', label: 'Below reorder level' },
] as const
export type StockTab = (typeof STOCK_TABS)[number]['id']

/** Days ahead the expiring tab looks when none are given. */
export const DEFAULT_EXPIRY_DAYS = 90

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** What the view was asked for, from its URL: the tab, its filters, and the lot whose history is open. */
export function stockViewAsk(searchParams: Record<string, unknown> | undefined) {
  const asked = searchParams ?? {}
  const tab: StockTab = STOCK_TABS.some((each) => each.id === asked.tab) ? (asked.tab as StockTab) : 'on-hand'
  const days = Number(text(asked.days) ?? DEFAULT_EXPIRY_DAYS)
  return {
    tab,
    code: text(asked.code),
    location: text(asked.location),
    days: Number.isInteger(days) && days >= 0 && days <= 3650 ? days : DEFAULT_EXPIRY_DAYS,
    history: text(asked.history) && text(asked.lot) ? { code: text(asked.history)!, lot: text(asked.lot)! } : null,
  }
}

export type StockViewAsk = ReturnType<typeof stockViewAsk>

/** The report's filters for a tab: the expiring tab adds its days, the reorder tab asks for codes below their level. */
export function reportQueryOf(ask: StockViewAsk): Omit<StockReportQuery, 'format'> {
  return {
    code: ask.code,
    location: ask.location,
    expiringWithinDays: ask.tab === 'expiring' ? ask.days : undefined,
    belowReorder: ask.tab === 'reorder' ? 'true' : undefined,
  }
}

/** The view's own address with `changes` applied (an undefined value drops the parameter). */
export function viewHref(ask: StockViewAsk, changes: Record<string, string | undefined>): string {
  const params: Record<string, string | undefined> = {
    tab: ask.tab,
    code: ask.code,
    location: ask.location,
    days: ask.tab === 'expiring' ? String(ask.days) : undefined,
    ...changes,
  }
  const present = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)
  return `/admin/stock?${new URLSearchParams(present).toString()}`
}

/** The report download of the rows the view shows. */
export function downloadHref(ask: StockViewAsk, format: 'csv' | 'xlsx'): string {
  const query = reportQueryOf(ask)
  const present = Object.entries({ ...query, expiringWithinDays: query.expiringWithinDays?.toString(), format }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  return `/api/staff/stock/report?${new URLSearchParams(present).toString()}`
}
