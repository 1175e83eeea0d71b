import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_part_b_mode\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_part_b_transporter_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_part_b_vehicle_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_part_b_document_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_part_b_document_date\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipment_part_b_distance_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`eway_bill_threshold\` numeric DEFAULT 5000000;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_part_b_mode\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_part_b_transporter_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_part_b_vehicle_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_part_b_document_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_part_b_document_date\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipment_part_b_distance_km\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`eway_bill_threshold\`;`)
}
