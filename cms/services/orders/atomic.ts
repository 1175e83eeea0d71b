import type { CollectionSlug, Payload } from 'payload'

export { updateWhere } from '../../database'

/**
 * Claims a name once across every server process, using Payload's key-value table (`payload_kv`, unique key):
 * true for the first caller, false for everyone after. Used to remember webhook event ids and one-time effects.
 */
export async function claimOnce(payload: Payload, key: string, data: Record<string, unknown> = {}): Promise<boolean> {
  try {
    await payload.db.create({
      collection: 'payload-kv' as CollectionSlug,
      data: { key, data: { ...data, at: new Date().toISOString() } },
      req: {},
    })
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
