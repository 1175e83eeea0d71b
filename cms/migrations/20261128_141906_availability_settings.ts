import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`minimum_shelf_life_months\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`low_stock_threshold\` numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`minimum_shelf_life_months\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`low_stock_threshold\`;`)
}
