import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

/** Ids of a collection's documents by the value of one unique field (slug, code, email, username). */
export async function indexBy(payload: Payload, collection: CollectionSlug, field: string): Promise<Map<string, string>> {
  const result = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    select: { [field]: true } as never,
  })
  const index = new Map<string, string>()
  for (const doc of result.docs as unknown as Record<string, unknown>[]) {
    const value = doc[field]
    if (typeof value === 'string') index.set(value, String(doc.id))
  }
  return index
}

/**
 * Creates the document, or updates the one already filed under `key` in `index`: running the seed again changes
 * nothing but the data the seed itself owns.
 */
export async function upsert<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  index: Map<string, string>,
  key: string,
  data: RequiredDataFromCollectionSlug<S>,
): Promise<string> {
  const existing = index.get(key)
  if (existing) {
    await payload.update({ collection, id: existing, data: data as never, depth: 0 })
    return existing
  }
  const doc = await payload.create({ collection, data, depth: 0 })
  const id = String((doc as { id: string | number }).id)
  index.set(key, id)
  return id
}
