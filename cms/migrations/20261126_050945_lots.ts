import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_shipment_lots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`lot\` text NOT NULL,
  	\`expiry\` text,
  	\`quantity\` numeric NOT NULL,
  	\`product_id\` text(36),
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_shipment_lots_order_idx\` ON \`orders_shipment_lots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipment_lots_parent_id_idx\` ON \`orders_shipment_lots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipment_lots_lot_idx\` ON \`orders_shipment_lots\` (\`lot\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipment_lots_product_idx\` ON \`orders_shipment_lots\` (\`product_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`tracks_lots\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_tracks_lots\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`minimum_days_to_expiry\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_shipment_lots\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`tracks_lots\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_tracks_lots\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`minimum_days_to_expiry\`;`)
}
