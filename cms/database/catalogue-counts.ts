import fs from 'node:fs'

import type { Payload } from 'payload'

import { sqliteFileOf } from './sqlite/files'
import { withConnection } from './sqlite/connections'
import { hasSqliteTables } from './sqlite/tables'

type CountingAdapter = { client: { execute: (sql: string) => Promise<{ rows: unknown[][] }> } }

/** Catalogue codes of every product: one query on SQLite, a scan of the products through Payload elsewhere. */
export async function countCatalogueCodes(payload: Payload): Promise<number> {
  if (hasSqliteTables(payload, ['products_variants_codes'])) {
    const result = await (payload.db as unknown as CountingAdapter).client.execute('SELECT count(*) FROM "products_variants_codes"')
    return Number(result.rows[0]![0])
  }
  let total = 0
  for (let page = 1; ; page += 1) {
    const result = await payload.find({ collection: 'products', depth: 0, limit: 500, page, select: { variants: true } })
    for (const product of result.docs) for (const variant of product.variants ?? []) total += variant.codes?.length ?? 0
    if (!result.hasNextPage) return total
  }
}

/**
 * Whether the embedded database at `uri` holds a catalogue, read from the file in milliseconds without starting
 * Payload; `undefined` when it cannot tell (MongoDB, no file or no tables yet): the caller then asks Payload.
 */
export async function embeddedDatabaseHasCatalogue(uri: string): Promise<boolean | undefined> {
  if (!uri.startsWith('file:')) return undefined
  const file = sqliteFileOf(uri)
  if (!fs.existsSync(file)) return undefined
  try {
    return await withConnection(file, async (client) => {
      const result = await client.execute('SELECT EXISTS (SELECT 1 FROM "categories") AS seeded')
      return Number(result.rows[0]?.seeded) === 1
    })
  } catch {
    return undefined
  }
}
