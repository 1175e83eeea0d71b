import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_lots\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`lot\` text NOT NULL,
  	\`expiry\` text NOT NULL,
  	\`manufactured\` text,
  	\`location_id\` text(36) NOT NULL,
  	\`on_hand\` numeric DEFAULT 0 NOT NULL,
  	\`reserved\` numeric DEFAULT 0 NOT NULL,
  	\`available\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`stock_locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_lots_code_idx\` ON \`stock_lots\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_lot_idx\` ON \`stock_lots\` (\`lot\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_location_idx\` ON \`stock_lots\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_available_idx\` ON \`stock_lots\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_updated_at_idx\` ON \`stock_lots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_created_at_idx\` ON \`stock_lots\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`code_lot_location_idx\` ON \`stock_lots\` (\`code\`,\`lot\`,\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`code_expiry_idx\` ON \`stock_lots\` (\`code\`,\`expiry\`);`)
  await db.run(sql`CREATE TABLE \`stock_movements\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`type\` text NOT NULL,
  	\`reason\` text,
  	\`code\` text NOT NULL,
  	\`lot\` text NOT NULL,
  	\`expiry\` text NOT NULL,
  	\`location_id\` text(36) NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`actor\` text NOT NULL,
  	\`by_id\` text(36),
  	\`document\` text,
  	\`reverses_id\` text(36),
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`stock_locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`reverses_id\`) REFERENCES \`stock_movements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_movements_created_at_idx\` ON \`stock_movements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_type_idx\` ON \`stock_movements\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_lot_idx\` ON \`stock_movements\` (\`lot\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_location_idx\` ON \`stock_movements\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_by_idx\` ON \`stock_movements\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_document_idx\` ON \`stock_movements\` (\`document\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_reverses_idx\` ON \`stock_movements\` (\`reverses_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_updated_at_idx\` ON \`stock_movements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`code_lot_location_1_idx\` ON \`stock_movements\` (\`code\`,\`lot\`,\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`stock_locations\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stock_locations_code_idx\` ON \`stock_locations\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`stock_locations_updated_at_idx\` ON \`stock_locations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_locations_created_at_idx\` ON \`stock_locations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`products_variants_codes\` ADD \`gtin\` text;`)
  await db.run(sql`ALTER TABLE \`products_variants_codes\` ADD \`low_stock_threshold\` numeric;`)
  await db.run(sql`CREATE INDEX \`products_variants_codes_gtin_idx\` ON \`products_variants_codes\` (\`gtin\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`tracks_stock\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`allow_backorder\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`lead_time_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_codes\` ADD \`gtin\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_codes\` ADD \`low_stock_threshold\` numeric;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_variants_codes_gtin_idx\` ON \`_products_v_version_variants_codes\` (\`gtin\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_tracks_stock\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_allow_backorder\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_lead_time_days\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stock_lots\`;`)
  await db.run(sql`DROP TABLE \`stock_movements\`;`)
  await db.run(sql`DROP TABLE \`stock_locations\`;`)
  await db.run(sql`DROP INDEX \`products_variants_codes_gtin_idx\`;`)
  await db.run(sql`ALTER TABLE \`products_variants_codes\` DROP COLUMN \`gtin\`;`)
  await db.run(sql`ALTER TABLE \`products_variants_codes\` DROP COLUMN \`low_stock_threshold\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_variants_codes_gtin_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_codes\` DROP COLUMN \`gtin\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variants_codes\` DROP COLUMN \`low_stock_threshold\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`tracks_stock\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`allow_backorder\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`lead_time_days\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_tracks_stock\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_allow_backorder\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_lead_time_days\`;`)
}
