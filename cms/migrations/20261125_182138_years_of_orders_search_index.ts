import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`createdAt_orderId_searchText_idx\` ON \`orders\` (\`created_at\`,\`order_id\`,\`search_text\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`createdAt_orderId_searchText_idx\`;`)
}
