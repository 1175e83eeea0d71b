import { stringify } from 'csv-stringify/sync'

import { protectCell, type SheetCell } from './formula-guard'
import { turnIfDue } from './turn'

/**
 * The one way the shop writes CSV (orders, lots, statements, GSTR-1, the catalogue): RFC 4180 records ended by CRLF,
 * every text cell protected from running as a formula, numbers as they are. `bom` puts a UTF-8 byte-order mark first,
 * for files people open in a spreadsheet (Excel reads names and ₹ right only with it); files read by a tool go without.
 */
export type CsvOptions = { bom?: boolean }

type Row = readonly SheetCell[]

const BOM = '\uFEFF'

/** Rows written together; the long writer gives other requests a turn between batches. */
const BATCH_ROWS = 500

const records = (rows: readonly Row[]) =>
  stringify(rows as SheetCell[][], { cast: { string: (value) => protectCell(value) }, record_delimiter: 'windows' })

/** The CSV text of `rows` (a header is simply the first row). */
export function csvText(rows: readonly Row[], options: CsvOptions = {}): string {
  return (options.bom ? BOM : '') + records(rows)
}

/**
 * The same text for rows made one at a time (the catalogue's 34,000 codes): written in batches, the shop's other
 * requests getting their turns between them, so the rows never sit in memory all at once as cells.
 */
export async function csvTextInTurns(rows: Iterable<Row>, options: CsvOptions = {}): Promise<string> {
  const parts = [options.bom ? BOM : '']
  let batch: Row[] = []
  for (const row of rows) {
    batch.push(row)
    if (batch.length === BATCH_ROWS) {
      parts.push(records(batch))
      batch = []
      await turnIfDue()
    }
  }
  if (batch.length > 0) parts.push(records(batch))
  return parts.join('')
}

/**
 * The same text as a stream of UTF-8 bytes for an answer's body: each batch is written when the reader asks for more,
 * so a long file starts at once and never sits in memory whole; other requests get their turns between batches.
 */
export function csvStream(rows: Iterable<Row>, options: CsvOptions = {}): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.iterator]()
  const encoder = new TextEncoder()
  let start = options.bom ? BOM : ''
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const batch: Row[] = []
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        batch.push(next.value)
        if (batch.length === BATCH_ROWS) break
      }
      const text = start + (batch.length > 0 ? records(batch) : '')
      start = ''
      if (text) controller.enqueue(encoder.encode(text))
      if (batch.length < BATCH_ROWS) controller.close()
      else await turnIfDue()
    },
    cancel() {
      iterator.return?.()
    },
  })
}
