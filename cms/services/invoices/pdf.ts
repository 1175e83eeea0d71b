import path from 'node:path'

import PDFDocument from 'pdfkit'

import { lotLabel } from '../../contract/lots'
import { formatPaise } from '../../contract/money'
import type { StoredEInvoice } from '../einvoice/types'
import { dueDateOf, type TaxDocumentData, type TaxDocumentLine } from './document'
import { kindOf } from './kinds'
import { printedEInvoice, type PrintedEInvoice } from './pdf-einvoice'

/** DejaVu Sans Condensed (Bitstream Vera licence, cms/assets/fonts): has the rupee sign and fits a ten-column table. */
const FONT_DIR = path.resolve(process.env.APP_ROOT ?? process.cwd(), 'cms/assets/fonts')
const REGULAR = path.join(FONT_DIR, 'DejaVuSansCondensed.ttf')
const BOLD = path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf')

const MARGIN = 36
const PAGE_WIDTH = 595.28
const CONTENT = PAGE_WIDTH - 2 * MARGIN
const GREY = '#555555'
const RULE = '#999999'

/** Amounts in the table's columns, under headings in rupees; totals with the rupee sign, which the font has. */
const amount = (paise: number) => formatPaise(paise, { symbol: '' })
const rupees = (paise: number) => formatPaise(paise)

type Column = { title: string; width: number; align: 'left' | 'right'; value: (line: TaxDocumentLine, index: number) => string }

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 50, align: 'right', value: (line) => amount(line.cgst) },
        { title: 'SGST', width: 50, align: 'right', value: (line) => amount(line.sgst) },
      ]
    : [{ title: 'IGST', width: 100, align: 'right', value: (line) => amount(line.igst) }]
  const fixed: Column[] = [
    { title: 'Code', width: 58, align: 'left', value: (line) => line.code },
    { title: 'HSN', width: 44, align: 'left', value: (line) => line.hsn },
    { title: 'Qty', width: 40, align: 'right', value: (line) => `${line.quantity} ${line.unit}` },
    { title: 'Taxable value', width: 62, align: 'right', value: (line) => amount(line.taxableValue) },
    { title: 'Rate', width: 30, align: 'right', value: (line) => `${line.gstRate}%` },
    ...tax,
    { title: 'Total', width: 64, align: 'right', value: (line) => amount(line.total) },
  ]
  const description = CONTENT - 16 - fixed.reduce((sum, column) => sum + column.width, 0)
  return [
    { title: '#', width: 16, align: 'left', value: (_line, index) => String(index + 1) },
    { title: 'Description', width: description, align: 'left', value: (line) => line.description },
    ...fixed,
  ]
}

function labelled(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(8).fillColor(GREY).text(label, x, y, { width })
  doc.font(REGULAR).fontSize(9).fillColor('black').text(value, x, doc.y, { width })
  return doc.y + 4
}

const QR_SIZE = 110

/** The e-invoice block under the title: IRN, Ack No and Ack Date, e-way bill, with the signed QR code on the right. */
function drawEInvoice(doc: PDFKit.PDFDocument, printed: PrintedEInvoice, top: number): number {
  const width = CONTENT - (printed.qrPng ? QR_SIZE + 12 : 0)
  let y = top
  for (const [label, value] of printed.facts) {
    doc.font(BOLD).fontSize(8).fillColor(GREY).text(label, MARGIN, y, { width: 110 })
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('black')
      .text(value, MARGIN + 110, y, { width: width - 110 })
    y = Math.max(doc.y, y + 10) + 2
  }
  if (printed.qrPng) doc.image(printed.qrPng, MARGIN + CONTENT - QR_SIZE, top, { width: QR_SIZE, height: QR_SIZE })
  return Math.max(y, printed.qrPng ? top + QR_SIZE : y)
}

/**
 * The A4 PDF of a frozen tax document, with every field CGST rule 46 (rule 53 for credit notes, rule 55 for challans)
 * asks for; what it calls itself and whether it shows tax come from its kind (cms/services/invoices/kinds). A document
 * registered with the IRP prints its IRN, acknowledgement and QR code, and its e-way bill when it has one.
 */
export async function renderTaxDocumentPdf(data: TaxDocumentData, eInvoice?: StoredEInvoice | null): Promise<Buffer> {
  const printed = await printedEInvoice(eInvoice)
  const wording = kindOf(data.kind).pdf
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${wording.title} ${data.number}`, Author: data.seller.name } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const half = CONTENT / 2 - 8
  const right = MARGIN + CONTENT / 2 + 8
  doc.font(BOLD).fontSize(16).text(wording.title, MARGIN, MARGIN, { width: CONTENT, align: 'center' })
  doc.font(REGULAR).fontSize(8).fillColor(GREY).text('Original for recipient', { width: CONTENT, align: 'center' }).fillColor('black')

  const top = (printed ? drawEInvoice(doc, printed, doc.y + 8) : doc.y) + 10
  doc.font(BOLD).fontSize(11).text(data.seller.name, MARGIN, top, { width: half })
  doc.font(REGULAR).fontSize(9).text(data.seller.address, { width: half })
  doc.text(`GSTIN: ${data.seller.gstin}`, { width: half })
  doc.text(`State: ${data.seller.stateName} (code ${data.seller.stateCode})`, { width: half })
  const sellerBottom = doc.y

  const facts: [string, string][] = [
    [`${wording.document} number`, data.number],
    [`${wording.document} date`, data.date],
    ...(data.invoiceNumber ? ([[wording.against, `${data.invoiceNumber} dated ${data.invoiceDate}`]] as [string, string][]) : []),
    ...(wording.reason ? ([['Reason', wording.reason]] as [string, string][]) : []),
    ['Order', data.orderId],
    ...(data.poNumber ? ([['PO number', data.poNumber]] as [string, string][]) : []),
    ...(data.costCentre ? ([['Cost centre', data.costCentre]] as [string, string][]) : []),
    ...(data.approvedBy ? ([['Approved by', data.approvedBy]] as [string, string][]) : []),
    ...(typeof data.termsDays === 'number'
      ? ([['Payment terms', `On account, ${data.termsDays} days: due ${dueDateOf(data)}`]] as [string, string][])
      : []),
    ['Place of supply', `${data.placeOfSupply.state}${data.placeOfSupply.stateCode ? ` (code ${data.placeOfSupply.stateCode})` : ''}`],
    ['Reverse charge', 'No'],
  ]
  let y = top
  for (const [label, value] of facts) {
    doc.font(BOLD).fontSize(8).fillColor(GREY).text(label, right, y, { width: 100 })
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor('black')
      .text(value, right + 100, y, { width: half - 100 })
    y = Math.max(doc.y, y + 11) + 1
  }

  y = Math.max(sellerBottom, y) + 10
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .strokeColor(RULE)
    .stroke()
  y += 8
  const billTo = labelled(
    doc,
    'Bill to',
    `${data.buyer.name}\n${data.buyer.billingAddress}\nGSTIN: ${data.buyer.gstin ?? 'Unregistered'}`,
    MARGIN,
    y,
    half,
  )
  const shipTo = labelled(doc, 'Ship to (delivery address)', data.deliveryAddress, right, y, half)
  y = Math.max(billTo, shipTo) + 6

  const cols = columns(data.totals.igst === 0 && data.seller.stateCode === data.placeOfSupply.stateCode)
  const drawRow = (cells: string[], font: string, at: number): number => {
    let x = MARGIN
    let bottom = at
    doc.font(font).fontSize(8)
    cells.forEach((cell, index) => {
      doc.text(cell, x + 2, at + 3, { width: cols[index].width - 4, align: cols[index].align })
      bottom = Math.max(bottom, doc.y)
      x += cols[index].width
    })
    return bottom + 3
  }
  doc.rect(MARGIN, y, CONTENT, 16).fill('#eeeeee').fillColor('black')
  y = drawRow(
    cols.map((col) => col.title),
    BOLD,
    y,
  )
  for (const [index, line] of data.lines.entries()) {
    if (y > 700) {
      doc.addPage()
      y = MARGIN
    }
    y = drawRow(
      cols.map((col) => col.value(line, index)),
      REGULAR,
      y,
    )
    if (line.lots?.length) {
      // Batch No. and Exp. of each lot shipped, under the line across the table's width.
      doc
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(GREY)
        .text(line.lots.map(lotLabel).join('   '), MARGIN + cols[0].width + 2, y, { width: CONTENT - cols[0].width - 4 })
      doc.fillColor('black')
      y = doc.y + 3
    }
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT, y)
      .strokeColor('#dddddd')
      .stroke()
  }

  y += 8
  if (y > 640) {
    doc.addPage()
    y = MARGIN
  }
  // A document that charges no tax (a challan) shows its value alone.
  const totals: [string, number][] = wording.taxRows
    ? [
        ['Taxable value', data.totals.taxableValue],
        ...(data.totals.igst > 0 || data.totals.cgst === 0
          ? ([['IGST', data.totals.igst]] as [string, number][])
          : ([
              ['CGST', data.totals.cgst],
              ['SGST', data.totals.sgst],
            ] as [string, number][])),
      ]
    : []
  for (const [label, value] of totals) {
    doc.font(REGULAR).fontSize(9).text(label, right, y, { width: 140 })
    doc.text(rupees(value), right + 140, y, { width: half - 140, align: 'right' })
    y = doc.y + 2
  }
  doc
    .moveTo(right, y)
    .lineTo(MARGIN + CONTENT, y)
    .strokeColor(RULE)
    .stroke()
  y += 4
  doc.font(BOLD).fontSize(10).text(wording.total, right, y, { width: 140 })
  doc.text(rupees(data.totals.grandTotal), right + 140, y, { width: half - 140, align: 'right' })
  y = doc.y + 4
  if (data.totals.discount > 0) {
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(`After a discount of ${rupees(data.totals.discount)}, spread over the lines before tax.`, right, y, { width: half })
    doc.fillColor('black')
    y = doc.y + 4
  }

  y = labelled(doc, 'Amount in words', data.amountInWords, MARGIN, y + 6, CONTENT) + 30
  doc.font(REGULAR).fontSize(9).text(`For ${data.seller.name}`, right, y, { width: half, align: 'right' })
  doc
    .moveTo(right + half - 160, y + 44)
    .lineTo(right + half, y + 44)
    .strokeColor(RULE)
    .stroke()
  doc.text(`${data.seller.signatory}\nAuthorised signatory`, right, y + 48, { width: half, align: 'right' })
  doc.end()
  return done
}
