import { randomBytes, randomUUID } from 'node:crypto'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

type ProductData = RequiredDataFromCollectionSlug<'products'>
type Row = Record<string, unknown>

/**
 * Array tables of `products` as Payload's SQLite adapter lays them out, parents before children. The version
 * tables mirror them as `_products_v_version_<name>`.
 */
const ARRAY_TABLES = [
  'description',
  'variants',
  'variants_codes',
  'meta_data_benefits',
  'meta_data_applications',
  'meta_data_features',
  'meta_data_advantages',
  'meta_data_product_desc',
  'meta_data_tensile_strength',
  'meta_data_tensile_strength_subcat',
] as const

const MAIN_FIELDS = ['name', 'slug', 'genericName', 'category', 'hsnCode', 'gstRate', 'homeTab', 'metaDescription']
const ROWS_PER_INSERT = 400

const arrayRowId = () => randomBytes(12).toString('hex')

interface SqliteAdapter {
  tables: Record<string, Record<string, unknown>>
  client: { batch: (statements: { sql: string; args: unknown[] }[], mode: 'write') => Promise<unknown> }
}

/** True when the adapter is Payload's SQLite adapter with the product tables this writer knows. */
export function canBulkInsert(payload: Payload): boolean {
  const { tables, client } = payload.db as unknown as Partial<SqliteAdapter>
  if (payload.db.name !== 'sqlite' || !tables || typeof client?.batch !== 'function') return false
  const names = ['products', 'products_rels', '_products_v', '_products_v_rels']
  for (const table of ARRAY_TABLES) names.push(`products_${table}`, `_products_v_version_${table}`)
  return names.every((name) => name in tables)
}

/** Table rows of one published product and its one (latest) version, as the adapter itself would write them. */
function rowsOf(data: ProductData, now: string): Map<string, Row[]> {
  const rows = new Map<string, Row[]>()
  const add = (table: string, row: Row) => {
    const list = rows.get(table) ?? []
    list.push(row)
    rows.set(table, list)
  }
  const id = randomUUID()
  const versionId = randomUUID()
  const main: Row = { id, _status: 'published', createdAt: now, updatedAt: now }
  const version: Row = { id: versionId, parent: id, latest: true, createdAt: now, updatedAt: now }
  for (const field of MAIN_FIELDS) {
    main[field] = (data as Row)[field] ?? null
    version[`version_${field}`] = main[field]
  }
  version.version__status = 'published'
  version.version_createdAt = now
  version.version_updatedAt = now
  add('products', main)
  add('_products_v', version)
  ;(data.images ?? []).forEach((mediaID, order) => {
    add('products_rels', { order: order + 1, parent: id, path: 'images', mediaID })
    add('_products_v_rels', { order: order + 1, parent: versionId, path: 'version.images', mediaID })
  })

  const versionIds = new Map<string, string>([[id, versionId]])
  const addArrayRow = (table: (typeof ARRAY_TABLES)[number], parent: string, order: number, fields: Row) => {
    const rowId = arrayRowId()
    const rowVersionId = randomUUID()
    versionIds.set(rowId, rowVersionId)
    add(`products_${table}`, { ...fields, id: rowId, _parentID: parent, _order: order })
    add(`_products_v_version_${table}`, {
      ...fields,
      id: rowVersionId,
      _uuid: rowId,
      _parentID: versionIds.get(parent),
      _order: order,
    })
    return rowId
  }
  const meta = data.metaData ?? {}
  data.description?.forEach((line, i) => addArrayRow('description', id, i + 1, { text: line.text }))
  data.variants?.forEach((variant, i) => {
    const variantId = addArrayRow('variants', id, i + 1, { size: variant.size })
    variant.codes?.forEach((code, j) =>
      addArrayRow('variants_codes', variantId, j + 1, {
        shortCode: code.shortCode,
        fullCode: code.fullCode ?? null,
        originalPrice: code.originalPrice,
        discountedPrice: code.discountedPrice,
      }),
    )
  })
  for (const name of ['benefits', 'applications', 'features', 'advantages'] as const) {
    meta[name]?.forEach((line, i) => addArrayRow(`meta_data_${name}`, id, i + 1, { text: line.text }))
  }
  meta.productDesc?.forEach((row, i) => addArrayRow('meta_data_product_desc', id, i + 1, { key: row.key, value: row.value }))
  meta.tensileStrength?.forEach((row, i) => {
    const rowId = addArrayRow('meta_data_tensile_strength', id, i + 1, {
      postImplantation: row.postImplantation,
      strength: row.strength,
    })
    row.subcat?.forEach((sub, j) => addArrayRow('meta_data_tensile_strength_subcat', rowId, j + 1, { name: sub.name, value: sub.value }))
  })
  return rows
}

/** Table order for inserts: every parent row exists before rows that point at it. */
const INSERT_ORDER = [
  'products',
  '_products_v',
  'products_rels',
  '_products_v_rels',
  ...ARRAY_TABLES.flatMap((table) => [`products_${table}`, `_products_v_version_${table}`]),
]

/** A Drizzle table's columns: property name (as in the rows above) → SQL column name. */
function columnsOf(table: Record<string, unknown>): [key: string, column: string][] {
  return Object.entries(table)
    .filter(([, value]) => value !== null && typeof value === 'object' && 'columnType' in value && 'name' in value)
    .map(([key, value]) => [key, (value as { name: string }).name])
}

const toSqlValue = (value: unknown) => (typeof value === 'boolean' ? Number(value) : (value ?? null))

/** Multi-row INSERT statements for one table, a few hundred rows each. */
function insertStatements(tableName: string, table: Record<string, unknown>, rows: Row[]) {
  const columns = columnsOf(table).filter(([key]) => rows.some((row) => key in row))
  const head = `INSERT INTO "${tableName}" (${columns.map(([, column]) => `"${column}"`).join(', ')}) VALUES `
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const statements = []
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT)
    statements.push({
      sql: head + chunk.map(() => tuple).join(', '),
      args: chunk.flatMap((row) => columns.map(([key]) => toSqlValue(row[key]))),
    })
  }
  return statements
}

/**
 * Writes published products straight into Payload's SQLite tables, in one transaction (a libsql batch) with a few
 * hundred rows per INSERT: thousands of products a second instead of about thirty through the Local API.
 * For benchmarks only: no hooks run, so the data must already be valid (it is made by `toProductData`).
 */
export async function bulkInsertProducts(payload: Payload, products: ProductData[]): Promise<void> {
  const db = payload.db as unknown as SqliteAdapter
  const now = new Date().toISOString()
  const byTable = new Map<string, Row[]>()
  for (const product of products) {
    for (const [table, rows] of rowsOf(product, now)) {
      const list = byTable.get(table) ?? []
      for (const row of rows) list.push(row)
      byTable.set(table, list)
    }
  }
  const statements = INSERT_ORDER.flatMap((table) => insertStatements(table, db.tables[table], byTable.get(table) ?? []))
  await db.client.batch(statements as never, 'write')
}
