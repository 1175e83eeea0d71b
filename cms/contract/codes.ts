import { z } from 'zod'

import { availabilitySchema } from './availability'

/** Most codes one `POST /product/codes` call resolves. */
export const MAX_CODES_PER_REQUEST = 500

/**
 * `POST /product/codes {codes}` (public): resolves catalogue codes as buyers type them — short (`NS 3501`) or full,
 * any case, spaces and punctuation ignored — against today's published catalogue, with the same code index as product
 * search. Answers `{ data, unknown }`: one entry per code that resolves, in request order, each carrying the code as
 * sent; `unknown` lists the codes that do not (also in request order). Prices in rupees. At most 500 codes; a code
 * is 1–200 characters. Bad input is a 400 with field messages (`codes`, `codes.3`).
 */
export const codesRequestSchema = z.object({
  codes: z
    .array(
      z.string({ error: 'Each code must be text' }).trim().min(1, 'A code must not be empty').max(200, 'A code is at most 200 characters'),
      { error: 'codes must be a list' },
    )
    .min(1, 'Send at least one code')
    .max(MAX_CODES_PER_REQUEST, `At most ${MAX_CODES_PER_REQUEST} codes per request`),
})

export const resolvedCodeSchema = z.object({
  /** The code as sent. */
  code: z.string(),
  productId: z.string(),
  productName: z.string(),
  genericName: z.string().nullable(),
  slugName: z.string(),
  category: z.object({ name: z.string(), slug: z.string() }),
  size: z.string(),
  shortCode: z.string(),
  fullCode: z.string().nullable(),
  originalPrice: z.number(),
  /** "Our price"; for a signed-in buyer, their price for one unit (with the public price in `publicPrice`). */
  discountedPrice: z.number(),
  image: z.string().nullable(),
  publicPrice: z.number().optional(),
  tiers: z.array(z.object({ minQuantity: z.number(), price: z.number() })).optional(),
  minQuantity: z.number().optional(),
  multipleOf: z.number().optional(),
  /** Whether the code can be had now (contract/availability.ts); the server always sends it. */
  availability: availabilitySchema.optional(),
})
export type ResolvedCode = z.infer<typeof resolvedCodeSchema>

export const codesResponseSchema = z.object({ data: z.array(resolvedCodeSchema), unknown: z.array(z.string()) })
