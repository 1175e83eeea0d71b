import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`minimum_shelf_life_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`minimum_shelf_life_fraction\` text;`)
  await db.run(sql`ALTER TABLE \`price_lists\` ADD \`minimum_shelf_life_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`price_lists\` ADD \`minimum_shelf_life_fraction\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`minimum_shelf_life_months\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`minimum_shelf_life_fraction\`;`)
  await db.run(sql`ALTER TABLE \`price_lists\` DROP COLUMN \`minimum_shelf_life_months\`;`)
  await db.run(sql`ALTER TABLE \`price_lists\` DROP COLUMN \`minimum_shelf_life_fraction\`;`)
}
