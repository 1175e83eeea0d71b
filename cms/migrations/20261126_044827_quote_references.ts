import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { readableId } from '../lib/readable-id'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`quote_id\` text;`)
  // Quotes asked for before references existed get one of the day they were asked.
  const rows = await db.all<{ id: string; created_at: string }>(sql`SELECT \`id\`, \`created_at\` FROM \`quotes\``)
  for (const row of rows) {
    await db.run(sql`UPDATE \`quotes\` SET \`quote_id\` = ${readableId('NQ', 4, new Date(row.created_at))} WHERE \`id\` = ${row.id};`)
  }
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_quote_id_idx\` ON \`quotes\` (\`quote_id\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`quotes_quote_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`quotes\` DROP COLUMN \`quote_id\`;`)
}
