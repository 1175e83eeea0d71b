import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Columns that earlier migrations added to existing tables with `ALTER TABLE … ADD … REFERENCES t(id)` were created
 * without the ON DELETE rule of Payload's schema, and SQLite enforces foreign keys: deleting a document such a column
 * points to (a product document linked from a product, the staff user who verified a business account, any document
 * named by an edit lock) failed. The rule is written into those tables' definitions in place, the way SQLite documents
 * for a change of foreign-key constraints that leaves the stored rows as they are: relation tables cascade (the
 * relation row goes with its document), other tables set the column to null.
 */
const BARE_REFERENCE = /REFERENCES (\w+)\(id\)(?! ON DELETE)/g
const ADDED_RULE = /REFERENCES (\w+)\(id\) ON DELETE (cascade|set null)/g

type Db = MigrateUpArgs['db']

const ruleFor = (table: string) => (table.endsWith('_rels') ? 'cascade' : 'set null')

async function rewriteTableDefinitions(db: Db, rewrite: (definition: string, table: string) => string): Promise<void> {
  const tables = await db.all<{ name: string; sql: string }>(sql`SELECT name, sql FROM sqlite_schema WHERE type = 'table'`)
  const changed = tables
    .map((table) => ({ name: table.name, before: table.sql, after: rewrite(table.sql, table.name) }))
    .filter((table) => table.after !== table.before)
  if (changed.length === 0) return
  const [{ schema_version: version }] = await db.all<{ schema_version: number }>(sql`PRAGMA schema_version`)
  await db.run(sql`PRAGMA writable_schema = ON`)
  for (const table of changed) {
    await db.run(sql`UPDATE sqlite_schema SET sql = ${table.after} WHERE type = 'table' AND name = ${table.name}`)
  }
  await db.run(sql.raw(`PRAGMA schema_version = ${Number(version) + 1}`))
  await db.run(sql`PRAGMA writable_schema = OFF`)
  const [{ integrity_check: integrity }] = await db.all<{ integrity_check: string }>(sql`PRAGMA integrity_check`)
  if (integrity !== 'ok') throw new Error(`The database failed its integrity check after the foreign-key rules: ${integrity}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rewriteTableDefinitions(db, (definition, table) =>
    definition.replace(BARE_REFERENCE, (_reference, target: string) => `REFERENCES ${target}(id) ON DELETE ${ruleFor(table)}`),
  )
}

/** Takes the rules off again, except on tables whose columns were added with their rule (quotes.price_list_id). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rewriteTableDefinitions(db, (definition, table) =>
    table.endsWith('_rels') || table === 'customers' ? definition.replace(ADDED_RULE, 'REFERENCES $1(id)') : definition,
  )
}
