import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import type { AccountEntry, Statement } from '../../contract/credit'
import { statementPdf } from './statement-files'

/** The longest values a statement row holds: a 16-character order id of wide letters, a 16-character invoice number. */
const widest: AccountEntry = {
  orderId: 'NS-261128-WMWMWM',
  orderDate: '2026-11-28',
  invoiceNumber: 'WWW/26-27/000123',
  invoiceDate: '2026-11-28',
  dueDate: '2026-12-28',
  amount: 12_34_56_789.5,
  state: 'NOT_INVOICED',
  paidOn: null,
}

const statement: Statement = {
  organisation: 'City Hospital',
  limit: 5_00_000,
  termsDays: 30,
  outstanding: 12_34_56_789.5,
  overdue: 0,
  available: 0,
  entries: [widest, { ...widest, orderId: 'NS-261128-23ARPA', invoiceNumber: 'INV/26-27/000012', state: 'OVERDUE' }],
  payments: [],
  generatedOn: '2026-11-28',
}

/** The first page's text runs with where they start (x) and their baseline (y). */
async function textRuns(pdf: Buffer) {
  const page = await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)
  const { items } = await page.getTextContent()
  return (items as { str: string; transform: number[] }[])
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ text: item.str, x: Math.round(item.transform[4]!), y: Math.round(item.transform[5]!) }))
}

describe('the statement of account as PDF', () => {
  it('keeps every order id, invoice number and amount whole on its row', async () => {
    const runs = await textRuns(await statementPdf(statement, 'Nuvo Surgical'))
    for (const entry of statement.entries) {
      const order = runs.find((run) => run.text === entry.orderId)
      expect(order, `${entry.orderId} is printed whole`).toBeDefined()
      const row = runs.filter((run) => run.y === order!.y).map((run) => run.text)
      expect(row).toEqual([entry.orderId, entry.invoiceNumber, '2026-11-28', '2026-12-28', 'Rs. 12,34,56,789.50', expect.any(String)])
    }
    const rowsTop = Math.max(...runs.filter((run) => run.text === 'Order').map((run) => run.y))
    const rowLines = new Set(runs.filter((run) => run.y < rowsTop).map((run) => run.y))
    expect(rowLines.size, 'one line per account order, nothing wrapped onto another').toBe(statement.entries.length)
  })
})
