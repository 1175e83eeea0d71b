import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tax_documents\` ADD \`e_invoice_eway_bill_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`tax_documents\` ADD \`e_invoice_eway_bill_error\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`tax_documents\` DROP COLUMN \`e_invoice_eway_bill_requested_at\`;`)
  await db.run(sql`ALTER TABLE \`tax_documents\` DROP COLUMN \`e_invoice_eway_bill_error\`;`)
}
