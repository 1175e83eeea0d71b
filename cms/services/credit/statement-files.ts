import PDFDocument from 'pdfkit'

import type { AccountEntryState, Statement } from '../../contract/credit'
import { formatRupees } from '../../contract/money'
import { csvText } from '../../lib/csv'

/** Space between a cell's text and the next column, in points. */
const CELL_GAP = 4

const STATE_WORDS: Record<AccountEntryState, string> = { NOT_INVOICED: 'Not yet invoiced', DUE: 'Due', OVERDUE: 'Overdue', PAID: 'Paid' }

export const STATEMENT_CSV_HEADER = ['Order', 'Order date', 'Invoice', 'Invoice date', 'Due date', 'Amount (INR)', 'State', 'Paid on']

/** The statement as CSV: one row per account order, then the totals (amounts in rupees, two decimals). */
export function statementCsv(statement: Statement): string {
  const rows = statement.entries.map((entry) => [
    entry.orderId,
    entry.orderDate,
    entry.invoiceNumber ?? '',
    entry.invoiceDate ?? '',
    entry.dueDate ?? '',
    entry.amount.toFixed(2),
    STATE_WORDS[entry.state],
    entry.paidOn ?? '',
  ])
  const totals = [
    ['Outstanding', '', '', '', '', statement.outstanding.toFixed(2), '', ''],
    ['Overdue', '', '', '', '', statement.overdue.toFixed(2), '', ''],
    ['Credit limit', '', '', '', '', statement.limit.toFixed(2), `Net ${statement.termsDays}`, ''],
  ]
  return csvText([STATEMENT_CSV_HEADER, ...rows, ...totals])
}

/** The statement as an A4 PDF in the built-in Helvetica ("Rs." since it has no rupee sign). */
export function statementPdf(statement: Statement, companyName: string): Promise<Buffer> {
  const money = (rupees: number) => formatRupees(rupees, { symbol: 'Rs. ' })
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: 'Statement of account' } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica-Bold').fontSize(16).text(`${companyName}: statement of account`)
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`${statement.organisation ?? ''} · as on ${statement.generatedOn}`)
      .moveDown()
    doc.text(`Credit limit ${money(statement.limit)}, net ${statement.termsDays} days`)
    doc.text(`Outstanding ${money(statement.outstanding)} · overdue ${money(statement.overdue)} · available ${money(statement.available)}`)
    doc.moveDown()
    // Widths fit the longest values at 9 pt: a 16-character order id or invoice number, an amount in crores.
    const columns = [
      { title: 'Order', x: 40, width: 104 },
      { title: 'Invoice', x: 144, width: 92 },
      { title: 'Invoice date', x: 236, width: 64 },
      { title: 'Due date', x: 300, width: 64 },
      { title: 'Amount', x: 364, width: 92 },
      { title: 'State', x: 456, width: 99 },
    ]
    const row = (cells: string[], bold = false) => {
      const y = doc.y
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica')
      cells.forEach((cell, index) => {
        const { x, width } = columns[index]!
        // A value wider than its column is printed smaller, never wrapped onto the next row.
        doc.fontSize(9)
        const room = width - CELL_GAP
        if (doc.widthOfString(cell) > room) doc.fontSize((9 * room) / doc.widthOfString(cell))
        doc.text(cell, x, y, { width: room, lineBreak: false })
      })
      doc.fontSize(9)
      doc.x = 40
      doc.moveDown(0.6)
    }
    row(
      columns.map((column) => column.title),
      true,
    )
    for (const entry of statement.entries) {
      row([
        entry.orderId,
        entry.invoiceNumber ?? '-',
        entry.invoiceDate ?? '-',
        entry.dueDate ?? '-',
        money(entry.amount),
        STATE_WORDS[entry.state],
      ])
    }
    if (statement.payments.length > 0) {
      doc.moveDown().font('Helvetica-Bold').fontSize(11).text('Payments received', 40)
      for (const payment of statement.payments) {
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(`${payment.date}  ${money(payment.amount)}  ${payment.reference}  (${payment.orderIds.join(', ')})`, 40)
      }
    }
    doc.end()
  })
}
