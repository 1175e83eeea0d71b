import { paiseToRupees } from '../../contract/pricing'
import { csvText } from '../../lib/csv'
import type { TaxDocumentData } from './document'
import { kindOf } from './kinds'

type Amounts = { taxableValue: number; igst: number; cgst: number; sgst: number }
const zero = (): Amounts => ({ taxableValue: 0, igst: 0, cgst: 0, sgst: 0 })
function add(into: Amounts, from: Amounts, sign: number) {
  into.taxableValue += sign * from.taxableValue
  into.igst += sign * from.igst
  into.cgst += sign * from.cgst
  into.sgst += sign * from.sgst
}

export const GSTR1_HEADER = [
  'section',
  'gstin',
  'receiver',
  'document',
  'date',
  'type',
  'placeOfSupply',
  'hsn',
  'quantity',
  'gstRate',
  'taxableValue',
  'igst',
  'cgst',
  'sgst',
  'value',
  'irn',
]

/** The IRNs of the documents registered with the portal, by document number: the rows the portal fills in GSTR-1. */
export type RegisteredIrns = ReadonlyMap<string, string>

type Registration = { number: string; eInvoice?: { status?: string | null; irn?: string | null } | null }

/** An IRN counts while it is registered: a cancelled one is no longer among the portal's rows of GSTR-1. */
export const registeredIrns = (documents: readonly Registration[]): RegisteredIrns =>
  new Map(documents.flatMap(({ number, eInvoice }) => (eInvoice?.status === 'registered' && eInvoice.irn ? [[number, eInvoice.irn]] : [])))

const amountCells = (amounts: Amounts) => [amounts.taxableValue, amounts.igst, amounts.cgst, amounts.sgst].map(paiseToRupees)
const placeOf = (data: TaxDocumentData) => `${data.placeOfSupply.stateCode}-${data.placeOfSupply.state}`

/**
 * A month's documents in the tables GSTR-1 asks for: B2B (CDNR for credit notes) per document and rate for buyers
 * with a GSTIN; B2CS totals per place of supply and rate for the others (credit notes subtract); and the HSN summary;
 * then the documents issued. Rupees, two decimals. Each kind says how it counts (`gstr1` of cms/services/invoices/kinds):
 * a delivery challan counts only among the documents issued, as the goods it carries are not sold. A B2B or CDNR row
 * carries the document's IRN when it is registered (empty otherwise): the portal fills those rows of GSTR-1 itself.
 */
export function gstr1Rows(documents: TaxDocumentData[], irns: RegisteredIrns = new Map()): (string | number)[][] {
  const rows: (string | number)[][] = []
  const b2c = new Map<string, Amounts>()
  const hsn = new Map<string, Amounts & { quantity: number }>()
  for (const data of documents) {
    const supply = kindOf(data.kind).gstr1.supply
    if (!supply) continue
    const { sign } = supply
    const byRate = new Map<number, Amounts>()
    for (const line of data.lines) {
      const rate = byRate.get(line.gstRate) ?? zero()
      add(rate, line, 1)
      byRate.set(line.gstRate, rate)
      const summary = hsn.get(`${line.hsn}|${line.gstRate}`) ?? { ...zero(), quantity: 0 }
      add(summary, line, sign)
      summary.quantity += sign * line.quantity
      hsn.set(`${line.hsn}|${line.gstRate}`, summary)
    }
    for (const [rate, amounts] of byRate) {
      if (data.buyer.gstin) {
        rows.push([
          supply.section,
          data.buyer.gstin,
          data.buyer.name,
          data.number,
          data.date,
          supply.type(data),
          placeOf(data),
          '',
          '',
          rate,
          ...amountCells(amounts),
          paiseToRupees(data.totals.grandTotal),
          irns.get(data.number) ?? '',
        ])
      } else {
        const key = `${placeOf(data)}|${rate}`
        const total = b2c.get(key) ?? zero()
        add(total, amounts, sign)
        b2c.set(key, total)
      }
    }
  }
  for (const [key, amounts] of b2c) {
    const [place, rate] = key.split('|')
    rows.push(['B2CS', '', '', '', '', '', place, '', '', Number(rate), ...amountCells(amounts), '', ''])
  }
  for (const [key, amounts] of hsn) {
    const [code, rate] = key.split('|')
    rows.push(['HSN', '', '', '', '', '', '', code, amounts.quantity, Number(rate), ...amountCells(amounts), '', ''])
  }
  return [...rows, ...documentsIssued(documents)]
}

/**
 * Table 13, documents issued: per series (`NS/26-27`), the first and last number of the month and how many
 * (in the quantity column). No number is ever cancelled: a cancelled order keeps its invoice and gets a credit note.
 */
function documentsIssued(documents: TaxDocumentData[]): (string | number)[][] {
  const series = new Map<string, { kind: TaxDocumentData['kind']; numbers: string[] }>()
  for (const data of documents) {
    const key = data.number.slice(0, data.number.lastIndexOf('/'))
    const entry = series.get(key) ?? { kind: data.kind, numbers: [] }
    entry.numbers.push(data.number)
    series.set(key, entry)
  }
  return [...series.values()].map(({ kind, numbers }) => {
    const sorted = numbers.toSorted()
    const { nature } = kindOf(kind).gstr1
    return ['DOCS', '', '', `${sorted[0]} to ${sorted.at(-1)}`, '', nature, '', '', numbers.length, '', '', '', '', '', '', '']
  })
}

export function gstr1Csv(documents: TaxDocumentData[], irns: RegisteredIrns = new Map()): string {
  return csvText([GSTR1_HEADER, ...gstr1Rows(documents, irns)])
}
