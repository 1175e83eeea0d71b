import { z } from 'zod'

import { PAYMENT_TYPES } from './orders'

/**
 * `GET /checkout/defaults` (bearer): what checkout starts with for the signed-in buyer.
 * - `addressId`: the only saved address, or the saved address the last order went to; null otherwise.
 * - `locationId`: for a company member, the company location the last order went to, or, for a member limited to some
 *   locations, the first of them (then `addressId` is null); null otherwise.
 * - `paymentType`: on account for a buyer with credit; else the last order's, when it is still offered; else online
 *   (cash on delivery when online payment is not configured).
 * - `gstin` and `businessName`: the buyer's GST registration of record, which an order without a GSTIN of its own
 *   carries: a verified business account's GSTIN and organisation, else the profile's GSTIN (and no name).
 */
export const checkoutDefaultsResponseSchema = z.object({
  data: z.object({
    addressId: z.string().nullable(),
    locationId: z.string().nullable(),
    paymentType: z.enum(PAYMENT_TYPES),
    gstin: z.string().nullable(),
    businessName: z.string().nullable(),
  }),
})
export type CheckoutDefaults = z.infer<typeof checkoutDefaultsResponseSchema>['data']
