/**
 * Formula injection: a text cell starting with `=`, `+`, `-`, `@` (or a tab or carriage return) is written with a
 * leading apostrophe, so a spreadsheet shows it as text and never runs it; the import drops that apostrophe again.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export type CellValue = string | number | boolean | null

export function protectCell(value: CellValue): CellValue {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

export function unprotectCell(value: CellValue): CellValue {
  return typeof value === 'string' && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

/** A text cell a spreadsheet would run as a formula (a CSV cell starting with `=` that was not protected). */
export const looksLikeFormula = (value: CellValue): boolean => typeof value === 'string' && /^[=@]/.test(value)
