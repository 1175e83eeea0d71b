import { createClient, type InArgs } from '@libsql/client'
import { inject } from 'vitest'

/**
 * Changes rows in the API tests' database file directly, where a test must move time (the server's clock cannot be
 * moved). The suite's server writes at the same time (other test files, its sweeps): this connection waits for the
 * file's write lock as the server's own do, instead of failing at once with SQLITE_BUSY. Answers each statement's
 * changed row count.
 */
export async function writeDatabaseFile(statements: { sql: string; args: InArgs }[]): Promise<number[]> {
  const client = createClient({ url: `file:${inject('databaseFile')}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    const changed: number[] = []
    for (const statement of statements) changed.push((await client.execute(statement)).rowsAffected)
    return changed
  } finally {
    client.close()
  }
}
