import type { Gs1Scan } from '../../contract/gs1'

/** A line of the receipt form as typed or scanned; quantity is the field's text until it is sent. */
export type ReceiptLine = {
  key: number
  code: string
  /** Product name and size, when the code came from a scan or the picker. */
  title: string
  lot: string
  expiry: string
  manufactured: string
  quantity: string
}

/** The catalogue code a scanned GTIN belongs to (`GET /api/staff/stock/gtin/{gtin}`). */
export type CodeOfGtin = { code: string; title: string }

export const emptyLine = (key: number): ReceiptLine => ({ key, code: '', title: '', lot: '', expiry: '', manufactured: '', quantity: '1' })

const sameLot = (line: ReceiptLine, code: string, scan: Gs1Scan) =>
  line.code === code &&
  line.lot === (scan.lot ?? '') &&
  line.expiry === (scan.expiry ?? '') &&
  line.manufactured === (scan.manufactured ?? '')

/**
 * The lines after a scan: a box of a code and lot already on the form adds its quantity to that line (boxes of one lot
 * are scanned one after another); any other box is a new line. A box counts as 1 unless its code carries a quantity.
 */
export function withScan(lines: ReceiptLine[], scan: Gs1Scan, found: CodeOfGtin, key: number): ReceiptLine[] {
  const quantity = scan.quantity ?? 1
  const index = lines.findIndex((line) => sameLot(line, found.code, scan))
  if (index >= 0) {
    return lines.map((line, at) => (at === index ? { ...line, quantity: String((Number(line.quantity) || 0) + quantity) } : line))
  }
  return [
    ...lines,
    {
      key,
      code: found.code,
      title: found.title,
      lot: scan.lot ?? '',
      expiry: scan.expiry ?? '',
      manufactured: scan.manufactured ?? '',
      quantity: String(quantity),
    },
  ]
}

/** What Save posts to `POST /api/staff/stock/receipts`: a quantity that is not a number is sent as typed, for the server to name. */
export function receiptRequest(location: string, lines: ReceiptLine[]) {
  return {
    ...(location ? { location } : {}),
    lines: lines.map((line) => ({
      code: line.code.trim(),
      lot: line.lot.trim(),
      expiry: line.expiry,
      quantity: /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : line.quantity,
      ...(line.manufactured ? { manufactured: line.manufactured } : {}),
    })),
  }
}

export type FieldProblem = { field: string; message: string }
/** A message about one line: `field` is the line's field it names (`expiry`), or null for the line as a whole. */
export type LineProblem = { field: string | null; message: string }
export type PlacedProblems = { general: string[]; location: string[]; byLine: Map<number, LineProblem[]> }

/**
 * Puts the server's field messages where they belong: `lines.2.expiry` beside the third line's expiry, `location` at the
 * location, anything else (`lines`, the body) above the lines.
 */
export function placeProblems(problems: FieldProblem[], fallback: string): PlacedProblems {
  const placed: PlacedProblems = { general: [], location: [], byLine: new Map() }
  for (const { field, message } of problems) {
    const line = /^lines\.(\d+)(?:\.(\w+))?/.exec(field ?? '')
    if (line) {
      const index = Number(line[1])
      // The form sends codes; a message about the GTIN of a line is about its code.
      const named = line[2] === 'gtin' ? 'code' : (line[2] ?? null)
      placed.byLine.set(index, [...(placed.byLine.get(index) ?? []), { field: named, message }])
    } else if (field === 'location') placed.location.push(message)
    else placed.general.push(message)
  }
  if (problems.length === 0) placed.general.push(fallback)
  return placed
}
