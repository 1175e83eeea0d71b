import type { CollectionSlug, Payload } from 'payload'

import { countCatalogueCodes } from '../cms/database'

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
  counts['product codes'] = await countCatalogueCodes(payload)
  return counts
}

export function formatCounts(counts: SeedCounts): string {
  return Object.entries(counts)
    .map(([name, count]) => `  ${name.padEnd(16)} ${count}`)
    .join('\n')
}
