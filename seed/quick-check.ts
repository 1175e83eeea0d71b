import fs from 'node:fs'

import { createClient } from '@libsql/client'

import { loadEnv } from '../cms/env'

/**
 * For `--if-empty` on the embedded SQLite database: whether the catalogue exists, read straight from the file in
 * a few milliseconds instead of loading Payload (seconds). `undefined` when it cannot tell (MongoDB, no tables
 * yet, configuration errors): the caller then takes the full path.
 */
export async function sqliteHasCatalogue(): Promise<boolean | undefined> {
  let uri: string
  try {
    uri = loadEnv().databaseUri
  } catch {
    return undefined
  }
  if (!uri.startsWith('file:') || !fs.existsSync(uri.slice('file:'.length))) return undefined
  const client = createClient({ url: uri })
  try {
    const result = await client.execute('SELECT EXISTS (SELECT 1 FROM "categories") AS seeded')
    return Number(result.rows[0]?.seeded) === 1
  } catch {
    return undefined
  } finally {
    client.close()
  }
}
