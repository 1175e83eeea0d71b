import { readSheet } from 'read-excel-file/node'
import writeXlsxFile from 'write-excel-file/node'

import { CATALOGUE_COLUMNS, type CatalogueColumn } from '../../cms/contract/catalogue-io'

/** A catalogue spreadsheet as a test edits it: the header and the rows, cells by position. */
export type CatalogueSheet = { rows: (string | number | boolean | null)[][] }

export async function readCatalogueXlsx(file: Uint8Array): Promise<CatalogueSheet> {
  const [header, ...rows] = await readSheet(Buffer.from(file))
  if (JSON.stringify(header) !== JSON.stringify(CATALOGUE_COLUMNS)) throw new Error(`unexpected header ${JSON.stringify(header)}`)
  return { rows: rows as CatalogueSheet['rows'] }
}

export async function writeCatalogueXlsx(sheet: CatalogueSheet): Promise<Buffer> {
  const cells = [CATALOGUE_COLUMNS.map((title) => ({ value: title })), ...sheet.rows.map((row) => row.map((value) => ({ value })))]
  return writeXlsxFile(cells as never).toBuffer()
}

export const col = (column: CatalogueColumn) => CATALOGUE_COLUMNS.indexOf(column)

/** The multipart body of an import: the spreadsheet, and optionally a ZIP of images. */
export function importForm(file: Uint8Array, name = 'catalogue.xlsx', images?: Uint8Array): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)]), name)
  if (images) form.append('images', new Blob([new Uint8Array(images)]), 'images.zip')
  return form
}

export type PriceChange = { slug: string; category: string; size: string; code: string; from: number; to: number }

/**
 * Lowers the Our price of `count` codes by one rupee, one code of each of `count` published products (sized
 * "General" when `general`); what it changed.
 */
export function lowerPrices(sheet: CatalogueSheet, count: number, general = false): PriceChange[] {
  const seen = new Set<string>()
  const changed: PriceChange[] = []
  for (const row of sheet.rows) {
    const slug = String(row[col('Slug')])
    if (seen.has(slug) || row[col('Published')] !== 'yes' || Number(row[col('Our price (₹)')]) < 2) continue
    if (general && row[col('Size')] !== 'General') continue
    seen.add(slug)
    const from = Number(row[col('Our price (₹)')])
    row[col('Our price (₹)')] = from - 1
    const [category, size, code] = [row[col('Category slug')], row[col('Size')], row[col('Short code')]].map(String) as [
      string,
      string,
      string,
    ]
    changed.push({ slug, category, size, code, from, to: from - 1 })
    if (changed.length === count) break
  }
  return changed
}
