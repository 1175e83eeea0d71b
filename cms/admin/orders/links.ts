import { stringify } from 'qs-esm'

/** The printable packing slips of some orders (see the packing-slips admin view). */
export const packingSlipsUrl = (ids: (string | number)[]) => `/admin/packing-slips?ids=${ids.map(encodeURIComponent).join(',')}`

/** The orders CSV of a date range, narrowed by the admin list's current filters when there are any. */
export const ordersExportUrl = (from: string, to: string, where: unknown) =>
  `/api/staff/orders/export.csv?${stringify({ from, to, where }, { skipNulls: true })}`
