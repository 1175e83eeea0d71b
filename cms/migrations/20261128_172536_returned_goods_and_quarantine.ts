import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`returns_goods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text(36) NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`quantity\` numeric,
  	\`action\` text,
  	\`write_off_reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`returns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`returns_goods_order_idx\` ON \`returns_goods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`returns_goods_parent_id_idx\` ON \`returns_goods\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`stock_lots\` ADD \`sellable\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`stock_lots_sellable_idx\` ON \`stock_lots\` (\`sellable\`);`)
  await db.run(sql`ALTER TABLE \`stock_locations\` ADD \`sellable\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`returns_goods\`;`)
  await db.run(sql`DROP INDEX \`stock_lots_sellable_idx\`;`)
  await db.run(sql`ALTER TABLE \`stock_lots\` DROP COLUMN \`sellable\`;`)
  await db.run(sql`ALTER TABLE \`stock_locations\` DROP COLUMN \`sellable\`;`)
}
