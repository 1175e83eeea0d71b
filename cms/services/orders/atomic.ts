import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

/**
 * One conditional write, decided by the database: `UPDATE … WHERE <where> RETURNING` on SQL, `findOneAndUpdate` on
 * MongoDB. Returns the updated row, or null when no row matched (someone else got there first). Hooks do not run: use
 * it only for bookkeeping fields (a cart's status, an order's payment status) whose changes no hook watches.
 * Only fields stored on the collection's main table may be written (no arrays); write a group's field with a dotted
 * key (`'razorpay.paymentId'`) so its other fields stay as they are, on SQL and on MongoDB alike.
 */
export async function updateWhere<T = Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
  req?: Partial<PayloadRequest>,
): Promise<T | null> {
  const updated = await payload.db.updateOne({
    collection,
    where,
    data: { ...data, updatedAt: new Date().toISOString() },
    options: { atomic: true },
    req,
    returning: true,
  })
  return (updated as T | null) ?? null
}

/**
 * Claims a name once across every server process, using Payload's key-value table (`payload_kv`, unique key):
 * true for the first caller, false for everyone after. Used to remember webhook event ids and one-time effects.
 */
export async function claimOnce(payload: Payload, key: string, data: Record<string, unknown> = {}): Promise<boolean> {
  try {
    await payload.db.create({ collection: 'payload-kv' as CollectionSlug, data: { key, data: { ...data, at: new Date().toISOString() } }, req: {} })
    return true
  } catch (error) {
    if (await payload.kv.has(key)) return false
    throw error
  }
}

/** Gives a claim back, so that a failed effect can be retried. */
export async function releaseClaim(payload: Payload, key: string): Promise<void> {
  await payload.kv.delete(key)
}
