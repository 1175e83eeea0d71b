import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`business_organisation\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`business_type\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`business_gstin\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`business_verified\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`business_verified_by_id\` text(36) REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`business_verified_at\` text;`)
  await db.run(sql`CREATE INDEX \`customers_business_business_verified_idx\` ON \`customers\` (\`business_verified\`);`)
  await db.run(sql`CREATE INDEX \`customers_business_business_verified_by_idx\` ON \`customers\` (\`business_verified_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_customers\` (
  	\`id\` text(36) PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`country_code\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`gstin\` text,
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_customers\`("id", "name", "country_code", "phone_number", "gstin", "staff_notes", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "country_code", "phone_number", "gstin", "staff_notes", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`ALTER TABLE \`__new_customers\` RENAME TO \`customers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_username_idx\` ON \`customers\` (\`username\`);`)
}
