// The module itself, not cms/database's index: that one loads both adapters, and this check must take milliseconds.
import { embeddedDatabaseHasCatalogue } from '../cms/database/catalogue-counts'
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
  return embeddedDatabaseHasCatalogue(uri)
}
