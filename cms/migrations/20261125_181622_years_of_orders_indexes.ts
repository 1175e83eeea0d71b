import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`orders\` (\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`order_kind_idx\` ON \`tax_documents\` (\`order_id\`,\`kind\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`status_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`order_kind_idx\`;`)
}
