import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`audit_entries_updated_at_idx\`;`)
  await db.run(sql`DROP INDEX \`stock_lots_available_idx\`;`)
  await db.run(sql`DROP INDEX \`stock_lots_updated_at_idx\`;`)
  await db.run(sql`DROP INDEX \`stock_movements_type_idx\`;`)
  await db.run(sql`DROP INDEX \`stock_movements_updated_at_idx\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`audit_entries_updated_at_idx\` ON \`audit_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_available_idx\` ON \`stock_lots\` (\`available\`);`)
  await db.run(sql`CREATE INDEX \`stock_lots_updated_at_idx\` ON \`stock_lots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_type_idx\` ON \`stock_movements\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stock_movements_updated_at_idx\` ON \`stock_movements\` (\`updated_at\`);`)
}
