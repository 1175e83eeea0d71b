import { parseRows, type ListLine } from './parse-lines'

/** Largest list file read in the browser: far more than 500 lines of codes and quantities. */
export const MAX_LIST_FILE_BYTES = 2 * 1024 * 1024
export const UNSUPPORTED_FILE = 'Upload a .csv or .xlsx file'
export const FILE_TOO_LARGE = 'The file is larger than 2 MB'

/**
 * The lines of an uploaded CSV or Excel (.xlsx) list: the first sheet of a workbook. The parsers load only here, in
 * their own chunks, so the storefront's first download stays without them.
 */
export async function readListFile(file: File): Promise<ListLine[]> {
  if (file.size > MAX_LIST_FILE_BYTES) throw new Error(FILE_TOO_LARGE)
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx')) {
    const { readSheet } = await import('read-excel-file/browser')
    return parseRows(await readSheet(file))
  }
  if (name.endsWith('.csv') || name.endsWith('.txt')) {
    const { default: Papa } = await import('papaparse')
    return parseRows(Papa.parse<string[]>(await file.text(), { skipEmptyLines: 'greedy' }).data)
  }
  throw new Error(UNSUPPORTED_FILE)
}
