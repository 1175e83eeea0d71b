import { rupeesToPaise, type Paise } from '../contract/pricing'

/** One row of a price list's CSV as stored: a catalogue code and its price in paise (the CSV has rupees). */
export type PriceListCsvLine = { code: string; price: Paise }
export type CsvRowError = { field: string; message: string }

/** Cells of one CSV line: commas separate, double quotes wrap a cell and "" is a quote inside one. */
function cellsOf(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < line.length; index++) {
    const char = line[index]
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else cell += char
  }
  cells.push(cell)
  return cells.map((value) => value.trim())
}

/**
 * A price list's lines from CSV text `code,price` (a first row `code,price` is a heading; prices in rupees with at
 * most two decimals, "₹" and digit-group commas inside quotes allowed), prices in paise. Every bad row is reported by
 * its row number.
 */
export function parsePriceListCsv(text: string): { lines: PriceListCsvLine[]; errors: CsvRowError[] } {
  const lines: PriceListCsvLine[] = []
  const errors: CsvRowError[] = []
  const seen = new Set<string>()
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  rows.forEach((row, index) => {
    if (row.trim() === '') return
    const [code = '', priceText = ''] = cellsOf(row)
    if (index === 0 && code.toLowerCase() === 'code') return
    const field = `row ${index + 1}`
    const cleaned = priceText.replace(/^₹\s*/, '').replaceAll(',', '')
    const price = Number(cleaned)
    if (code === '') errors.push({ field, message: 'The code is missing' })
    else if (!/^\d+(\.\d{1,2})?$/.test(cleaned) || price <= 0)
      errors.push({ field, message: `The price of ${code} must be rupees above 0, e.g. 489.50` })
    else if (seen.has(code)) errors.push({ field, message: `${code} appears twice` })
    else {
      seen.add(code)
      lines.push({ code, price: rupeesToPaise(price) })
    }
  })
  return { lines, errors }
}
