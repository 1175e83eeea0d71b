import { z } from 'zod'

import { normaliseLotNumber } from './lots'

const MAX_UNITS = 1_000_000

const location = (direction: 'from' | 'to') => {
  const message = `Name the location to move ${direction} by its code, e.g. MAIN`
  return z.string({ error: message }).trim().min(1, { error: message }).max(60)
}

/**
 * `POST /api/staff/stock/transfers` `{ code, lot, from, to, quantity }` (admins and warehouse): units of a lot moved
 * from one location to another, both movements together or neither. 409 when `from` has fewer available.
 */
export const stockTransferSchema = z
  .object({
    code: z.string({ error: 'The catalogue code is required' }).trim().min(1, { error: 'The catalogue code is required' }).max(60),
    lot: z
      .string({ error: 'The lot number is required' })
      .transform(normaliseLotNumber)
      .pipe(z.string().min(1, { error: 'The lot number is required' })),
    from: location('from'),
    to: location('to'),
    quantity: z
      .number({ error: 'The quantity must be a whole number of at least 1' })
      .int({ error: 'The quantity must be a whole number of at least 1' })
      .min(1, { error: 'The quantity must be a whole number of at least 1' })
      .max(MAX_UNITS, { error: `At most ${MAX_UNITS} units` }),
  })
  .refine((transfer) => transfer.from.toUpperCase() !== transfer.to.toUpperCase(), {
    error: 'Choose another location to move to than the one to move from',
    path: ['to'],
  })
export type StockTransfer = z.output<typeof stockTransferSchema>
