import { MAX_LINE_QUANTITY } from '@contract'

/** One line of a buyer's list: where it came from, the code as written and the quantity, or why the quantity is unusable. */
export type ListLine = {
  /** 1-based line (pasted text) or row (file) number, for the buyer to find it again. */
  lineNo: number
  code: string
  quantity: number | null
  quantityError: string | null
  /**
   * The whole line when it could also be a code without a quantity: short codes contain spaces ("NS 3501"), so
   * "NS 3501" reads as code "NS", quantity 3501 unless the resolver knows "NS 3501" itself.
   */
  wholeLine: string | null
}

export const QUANTITY_MISSING = 'Quantity missing'
export const QUANTITY_INVALID = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}`

export function checkQuantity(text: string): { quantity: number | null; quantityError: string | null } {
  const trimmed = text.trim()
  if (trimmed === '') return { quantity: null, quantityError: QUANTITY_MISSING }
  const quantity = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY)
    return { quantity: null, quantityError: QUANTITY_INVALID }
  return { quantity, quantityError: null }
}

/**
 * Pasted lines "code quantity": the quantity is the last item, after a tab, comma, semicolon or spaces; everything
 * before it is the code (short codes contain spaces, full codes commas). Blank lines are skipped.
 */
export function parsePastedText(text: string): ListLine[] {
  const lines: ListLine[] = []
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim().replace(/[\t,;\s]+$/, '')
    if (line === '') continue
    const split = /^(.*?)[\t,;\s]+([^\t,;\s]+)$/.exec(line)
    const code = split ? split[1].trim() : line
    const quantityText = split ? split[2] : ''
    // Only "letters digits" lines are in doubt: "NS 3501" is a code, "NS3501 12" is a code and a quantity.
    const inDoubt = split !== null && !/[\t,;]/.test(line) && !/\d/.test(code) && /^\d+$/.test(quantityText)
    lines.push({ lineNo: index + 1, code, ...checkQuantity(quantityText), wholeLine: inDoubt ? line : null })
  }
  return lines
}

const cellText = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim())

/**
 * Rows of a CSV or spreadsheet. With a header row naming a code column and a quantity column ("Code", "Qty",
 * "Quantity"), those columns are read; otherwise the first column is the code and the second the quantity.
 * Empty rows are skipped.
 */
export function parseRows(rows: readonly (readonly unknown[])[]): ListLine[] {
  const header = (rows[0] ?? []).map((cell) => cellText(cell).toLowerCase())
  const codeColumn = header.findIndex((title) => /code/.test(title))
  const quantityColumn = header.findIndex((title) => /qty|quantity/.test(title))
  const hasHeader = codeColumn >= 0 && quantityColumn >= 0
  const [codeAt, quantityAt] = hasHeader ? [codeColumn, quantityColumn] : [0, 1]
  const lines: ListLine[] = []
  for (const [index, row] of rows.entries()) {
    if (hasHeader && index === 0) continue
    const code = cellText(row[codeAt])
    const quantityText = cellText(row[quantityAt])
    if (code === '' && quantityText === '') continue
    lines.push({ lineNo: index + 1, code, ...checkQuantity(quantityText), wholeLine: null })
  }
  return lines
}
