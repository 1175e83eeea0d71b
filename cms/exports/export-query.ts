import type { Where } from 'payload'
import { z } from 'zod'

import { ORDER_STATUSES } from '../contract/orders'
import { addDays, startOfShopDay } from '../lib/shop-time'

const day = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(startOfShopDay(value).getTime()), `${label} is not a calendar date`)

/**
 * The export's query string: an inclusive range of shop days, an optional status, and the admin list's own
 * `where` (its current filters), which Payload checks against the staff member's field access like any list query.
 */
export const exportQuerySchema = z
  .object({
    from: day('from'),
    to: day('to'),
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    where: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'to must not be before from' })

export type ExportQuery = z.infer<typeof exportQuerySchema>

export function exportWhere(query: ExportQuery): Where {
  const conditions: Where[] = [
    { createdAt: { greater_than_equal: startOfShopDay(query.from).toISOString() } },
    { createdAt: { less_than: startOfShopDay(addDays(query.to, 1)).toISOString() } },
  ]
  if (query.status) conditions.push({ status: { equals: query.status } })
  if (query.where) conditions.push(query.where as Where)
  return { and: conditions }
}
