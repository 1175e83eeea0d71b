import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`price_lists_rels\` ADD \`companies_id\` text(36) REFERENCES companies(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_companies_id_idx\` ON \`price_lists_rels\` (\`companies_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_price_lists_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` text(36) NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` text(36),
  	\`customer_groups_id\` text(36),
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_groups_id\`) REFERENCES \`customer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_price_lists_rels\`("id", "order", "parent_id", "path", "customers_id", "customer_groups_id") SELECT "id", "order", "parent_id", "path", "customers_id", "customer_groups_id" FROM \`price_lists_rels\`;`)
  await db.run(sql`DROP TABLE \`price_lists_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_price_lists_rels\` RENAME TO \`price_lists_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_order_idx\` ON \`price_lists_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_parent_idx\` ON \`price_lists_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_path_idx\` ON \`price_lists_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_customers_id_idx\` ON \`price_lists_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_customer_groups_id_idx\` ON \`price_lists_rels\` (\`customer_groups_id\`);`)
}
