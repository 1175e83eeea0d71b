export type CellValue = string | number | boolean | null

/** A text cell a spreadsheet would run as a formula (a CSV cell starting with `=` that was not protected). */
export const looksLikeFormula = (value: CellValue): boolean => typeof value === 'string' && /^[=@]/.test(value)
