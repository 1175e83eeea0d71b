import { withConnection } from './connections'

/** Rows of the tables a backup set counts, to check a copy against its manifest. */
export type RowCounts = { orders: number; invoices: number; customers: number; products: number }

/**
 * A consistent copy of a live database: `VACUUM INTO` reads one snapshot inside a read transaction, so writers go on
 * meanwhile and the copy holds every transaction committed before it started, and none after. The copy is an ordinary
 * (rollback-journal) database file, complete on its own.
 */
export async function copyLiveDatabase(source: string, target: string): Promise<void> {
  await withConnection(source, async (client) => {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  })
}

export type DatabaseInspection = { integrity: string; migration: string | null; counts: RowCounts }

const COUNT_SQL: Record<keyof RowCounts, string> = {
  orders: 'SELECT count(*) AS n FROM orders',
  invoices: "SELECT count(*) AS n FROM tax_documents WHERE kind = 'invoice'",
  customers: 'SELECT count(*) AS n FROM customers',
  products: 'SELECT count(*) AS n FROM products',
}

/** SQLite's integrity check (`ok` when sound), the newest applied migration, and the counted tables' rows. */
export async function inspectDatabase(file: string): Promise<DatabaseInspection> {
  return withConnection(file, async (client) => {
    const check = await client.execute('PRAGMA integrity_check')
    const integrity = check.rows.map((row) => String(row[0])).join('; ')
    if (integrity !== 'ok') return { integrity, migration: null, counts: { orders: 0, invoices: 0, customers: 0, products: 0 } }
    const migration = await client.execute("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1")
    const counts = {} as RowCounts
    for (const [table, sql] of Object.entries(COUNT_SQL) as [keyof RowCounts, string][]) {
      counts[table] = Number((await client.execute(sql)).rows[0].n)
    }
    return { integrity, migration: migration.rows.length ? String(migration.rows[0].name) : null, counts }
  })
}

/** Payload's key-value row `key` set to `data`, written straight into the live database (no Payload in the process). */
export async function writeKeyValue(file: string, key: string, data: Record<string, unknown>): Promise<void> {
  await withConnection(file, async (client) => {
    await client.execute({
      sql: 'INSERT INTO payload_kv (id, key, data) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET data = excluded.data',
      args: [crypto.randomUUID(), key, JSON.stringify(data)],
    })
  })
}
