import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tax_documents\` ADD \`terms_days\` numeric;`)
  // Invoices issued on account before the column existed: their terms, from the frozen document.
  await db.run(sql`UPDATE \`tax_documents\` SET \`terms_days\` = json_extract(\`data\`, '$.termsDays') WHERE json_type(\`data\`, '$.termsDays') IN ('integer', 'real');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tax_documents\` DROP COLUMN \`terms_days\`;`)
}
