import type { CollectionSlug, Payload } from 'payload'

export const COUNTED_COLLECTIONS = [
  'categories',
  'products',
  'media',
  'product-documents',
  'posts',
  'post-categories',
  'post-tags',
  'discount-codes',
  'users',
  'customers',
] as const satisfies readonly CollectionSlug[]

export type SeedCounts = Record<(typeof COUNTED_COLLECTIONS)[number] | 'product codes', number>

/** Documents per collection, plus the number of catalogue codes across all products. */
export async function countSeeded(payload: Payload): Promise<SeedCounts> {
  const counts = {} as SeedCounts
  for (const collection of COUNTED_COLLECTIONS) {
    counts[collection] = (await payload.count({ collection })).totalDocs
  }
  counts['product codes'] = await countProductCodes(payload)
  return counts
}

/** Catalogue codes of all products: one query on SQLite, a scan of the products elsewhere. */
async function countProductCodes(payload: Payload): Promise<number> {
  const client = (payload.db as unknown as { client?: { execute?: (sql: string) => Promise<{ rows: unknown[][] }> } }).client
  if (payload.db.name === 'sqlite' && typeof client?.execute === 'function') {
    const result = await client.execute('SELECT count(*) FROM "products_variants_codes"')
    return Number(result.rows[0][0])
  }
  const pageSize = 500
  let total = 0
  for (let page = 1; ; page += 1) {
    const result = await payload.find({
      collection: 'products',
      depth: 0,
      limit: pageSize,
      page,
      select: { variants: true },
    })
    for (const product of result.docs) {
      for (const variant of product.variants ?? []) total += variant.codes?.length ?? 0
    }
    if (!result.hasNextPage) return total
  }
}

export function formatCounts(counts: SeedCounts): string {
  return Object.entries(counts)
    .map(([name, count]) => `  ${name.padEnd(16)} ${count}`)
    .join('\n')
}
