import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`stock_hold_lapsed_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`stock_hold_reheld_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`stock_hold_note\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`release_unpaid_after_minutes\` numeric DEFAULT 30;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`stock_hold_lapsed_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`stock_hold_reheld_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`stock_hold_note\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`release_unpaid_after_minutes\`;`)
}
