import PDFDocument from 'pdfkit'

import type { AccountEntryState, Statement } from '../../contract/credit'
import { formatRupees } from '../../contract/money'
import { csvText } from '../../lib/csv'

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
    const columns = [
      { title: 'Order', x: 40 },
      { title: 'Invoice', x: 150 },
      { title: 'Invoice date', x: 240 },
      { title: 'Due date', x: 320 },
      { title: 'Amount', x: 400 },
      { title: 'State', x: 480 },
    ]
    const row = (cells: string[], bold = false) => {
      const y = doc.y
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
      cells.forEach((cell, index) => doc.text(cell, columns[index]!.x, y, { width: 78, lineBreak: false }))
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
