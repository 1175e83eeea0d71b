import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`after_sale_cancel_within_hours\` numeric DEFAULT 6 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`after_sale_return_within_days\` numeric DEFAULT 7 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`after_sale_cancel_within_hours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`after_sale_return_within_days\`;`)
}
