import type { Payload } from 'payload'

import { discountOn, type Paise } from '../../contract/pricing'

export type AppliedDiscount = { code: string; percent: number; amount: Paise }

type DiscountDoc = { code: string; percent: number; active?: boolean | null; validFrom?: string | null; validUntil?: string | null }

/** Codes are stored trimmed and upper-case (see the collection's field hook); a buyer may type them in any case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase()
}

/** Active, and `now` within validFrom … validUntil (either bound may be empty). */
export function isUsable(discount: DiscountDoc, now: Date): boolean {
  if (discount.active === false) return false
  if (discount.validFrom && new Date(discount.validFrom).getTime() > now.getTime()) return false
  if (discount.validUntil && new Date(discount.validUntil).getTime() < now.getTime()) return false
  return true
}

/** A usable code from the `discount-codes` collection, or null when it is unknown, inactive or out of its dates. */
export async function findDiscount(payload: Payload, code: string, now = new Date()): Promise<{ code: string; percent: number } | null> {
  const wanted = normaliseCode(code)
  if (wanted === '') return null
  const { docs } = await payload.find({
    collection: 'discount-codes',
    where: { code: { equals: wanted } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const discount = docs[0] as DiscountDoc | undefined
  if (!discount || !isUsable(discount, now)) return null
  return { code: discount.code, percent: discount.percent }
}

/** Applies a code to a total: null when the code is not usable. */
export async function applyDiscount(payload: Payload, code: string, total: Paise, now = new Date()): Promise<AppliedDiscount | null> {
  const discount = await findDiscount(payload, code, now)
  if (!discount) return null
  return { ...discount, amount: discountOn(total, discount.percent) }
}
