import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`quotes\` ADD \`price_list_id\` text(36) REFERENCES price_lists(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`quotes_price_list_idx\` ON \`quotes\` (\`price_list_id\`);`)
  // ALTER TABLE … ADD left price_lists_rels.customer_groups_id without the schema's ON DELETE cascade, so a group named by
  // a price list could not be deleted: the table is rebuilt with it.
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
  await db.run(sql`CREATE INDEX \`price_lists_rels_order_idx\` ON \`price_lists_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_parent_idx\` ON \`price_lists_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_path_idx\` ON \`price_lists_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_customers_id_idx\` ON \`price_lists_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_rels_customer_groups_id_idx\` ON \`price_lists_rels\` (\`customer_groups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_quotes\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`quote_id\` text,
  	\`customer_id\` text(36) NOT NULL,
  	\`status\` text DEFAULT 'NEW' NOT NULL,
  	\`valid_until\` text,
  	\`order_id\` text,
  	\`organisation\` text NOT NULL,
  	\`gstin\` text,
  	\`expected_delivery\` text,
  	\`message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_quotes\`("id", "quote_id", "customer_id", "status", "valid_until", "order_id", "organisation", "gstin", "expected_delivery", "message", "updated_at", "created_at") SELECT "id", "quote_id", "customer_id", "status", "valid_until", "order_id", "organisation", "gstin", "expected_delivery", "message", "updated_at", "created_at" FROM \`quotes\`;`)
  await db.run(sql`DROP TABLE \`quotes\`;`)
  await db.run(sql`ALTER TABLE \`__new_quotes\` RENAME TO \`quotes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`quotes_quote_id_idx\` ON \`quotes\` (\`quote_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_customer_idx\` ON \`quotes\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`quotes_status_idx\` ON \`quotes\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`quotes_updated_at_idx\` ON \`quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quotes_created_at_idx\` ON \`quotes\` (\`created_at\`);`)
}
