/**
 * Formula injection: a spreadsheet runs a text cell starting with `=`, `+`, `-`, `@` (or a tab or carriage return that
 * hides one) as a formula. Every file the shop writes for a spreadsheet (CSV through `lib/csv.ts`, the catalogue's
 * XLSX) gives such text a leading apostrophe, which spreadsheets show as plain text; the catalogue import drops it again.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export type SheetCell = string | number | boolean | null | undefined

/** Text that a spreadsheet would run, kept as text with a leading apostrophe; numbers and other text unchanged. */
export function protectCell(value: string): string
export function protectCell<T extends SheetCell>(value: T): T | string
export function protectCell(value: SheetCell): SheetCell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

/** A protected cell read back: the apostrophe `protectCell` added is dropped, any other text kept as it is. */
export function unprotectCell<T extends SheetCell>(value: T): T | string {
  return typeof value === 'string' && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}
