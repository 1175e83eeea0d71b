import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  describeReport,
  emptyReport,
  importEntriesInPaise,
  paiseOf,
  type PaiseUpgradeReport,
  type UpgradedValue,
} from '../lib/paise-upgrade/convert'
import { recordedMeanwhile } from '../lib/paise-upgrade/through-payload'

const NAME = '20261128_062553_trade_prices_in_paise'

/** The columns that held rupees (docs/decisions/042-trade-prices-in-paise.md). */
const RUPEE_COLUMNS: { table: string; column: string; kind: UpgradedValue }[] = [
  { table: 'products_variants_codes_tiers', column: 'price', kind: 'tier prices' },
  { table: '_products_v_version_variants_codes_tiers', column: 'price', kind: 'tier prices' },
  { table: 'price_lists_lines', column: 'price', kind: 'price-list prices' },
  { table: 'customers', column: 'credit_limit', kind: 'credit limits' },
]

type Db = MigrateUpArgs['db']

/** Counts (and checks for fractions of a paisa) every stored value of a column, then multiplies them all by 100. */
async function columnToPaise(db: Db, { table, column, kind }: (typeof RUPEE_COLUMNS)[number], report: PaiseUpgradeReport) {
  const isNumber = sql.raw(`typeof(\`${column}\`) IN ('integer', 'real')`)
  const rows = await db.all<{ value: number }>(sql`SELECT ${sql.raw(`\`${column}\``)} AS value FROM ${sql.raw(`\`${table}\``)} WHERE ${isNumber}`)
  for (const { value } of rows) paiseOf(value, kind, report)
  await db.run(
    sql`UPDATE ${sql.raw(`\`${table}\``)} SET ${sql.raw(`\`${column}\` = CAST(ROUND(\`${column}\` * 100) AS INTEGER)`)} WHERE ${isNumber}`,
  )
}

/** The tier prices catalogue imports keep as "before" values, so reverting an older import writes paise back. */
async function importEntriesToPaise(db: Db, report: PaiseUpgradeReport) {
  const records = await db.all<{ id: string; entries: string | null }>(sql`SELECT id, entries FROM catalogue_imports`)
  for (const { id, entries } of records) {
    if (!entries) continue
    const before = report.converted['import tier prices']
    const converted = importEntriesInPaise(JSON.parse(entries), report)
    if (report.converted['import tier prices'] > before)
      await db.run(sql`UPDATE catalogue_imports SET entries = ${JSON.stringify(converted)} WHERE id = ${id}`)
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  if (await recordedMeanwhile(payload, req, NAME)) return
  const report = emptyReport()
  for (const column of RUPEE_COLUMNS) await columnToPaise(db, column, report)
  await importEntriesToPaise(db, report)
  payload.logger.info(describeReport(report))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table, column } of RUPEE_COLUMNS)
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`${column}\` = \`${column}\` / 100.0 WHERE typeof(\`${column}\`) IN ('integer', 'real')`))
  const records = await db.all<{ id: string; entries: string | null }>(sql`SELECT id, entries FROM catalogue_imports`)
  for (const { id, entries } of records) {
    if (!entries) continue
    const rupees = importEntriesInPaise(JSON.parse(entries), emptyReport(), (paise) => paise / 100)
    await db.run(sql`UPDATE catalogue_imports SET entries = ${JSON.stringify(rupees)} WHERE id = ${id}`)
  }
}
