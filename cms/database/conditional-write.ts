import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

/** `{ razorpay: { paymentId } }` → `{ 'razorpay.paymentId': … }`: MongoDB's `$set` would replace a whole group. */
function dotted(data: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
        ? Object.entries(dotted(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  )
}

/**
 * One conditional write, decided by the database: `UPDATE … WHERE <where> RETURNING` on SQL, `findOneAndUpdate` on
 * MongoDB. Returns the updated row, or null when no row matched (someone else got there first). Hooks do not run: use
 * it only for bookkeeping fields (a cart's status, an order's payment status) whose changes no hook watches.
 * Only fields stored on the collection's main table may be written (no arrays). A group may be written in part
 * (`{ razorpay: { paymentId } }`): its other fields keep their values (SQL columns are set one by one; on MongoDB the
 * group is written with dotted paths).
 */
export async function updateWhere<T = Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  data: Record<string, unknown>,
  req?: Partial<PayloadRequest>,
): Promise<T | null> {
  const values = { ...data, updatedAt: new Date().toISOString() }
  const updated = await payload.db.updateOne({
    collection,
    where,
    data: payload.db.name === 'mongoose' ? dotted(values) : values,
    options: { atomic: true },
    req,
    returning: true,
  })
  return (updated as T | null) ?? null
}

/**
 * One conditional change of counters, decided by the database: `UPDATE … SET n = n + d … WHERE <where> RETURNING` on
 * SQL, `findOneAndUpdate` with `$inc` on MongoDB. The row is never read into memory and written back, so two
 * processes changing it at once both count; `where` decides whether the change may happen at all (a decrement only
 * while the row still holds enough). Returns the updated row, or null when no row matched. Hooks do not run.
 */
export async function incrementWhere<T = Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  increments: Record<string, number>,
  req?: Partial<PayloadRequest>,
): Promise<T | null> {
  const data: Record<string, unknown> = { updatedAt: new Date().toISOString() }
  for (const [field, by] of Object.entries(increments)) if (by !== 0) data[field] = { $inc: by }
  const updated = await payload.db.updateOne({ collection, where, data, options: { atomic: true }, req, returning: true })
  return (updated as T | null) ?? null
}
