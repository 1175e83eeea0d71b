import PDFDocument from 'pdfkit'

export type PdfSection = { heading: string; lines: string[] }

/** A small A4 PDF: a title, a subtitle and sections of paragraphs, in the built-in Helvetica. */
export function renderPdf(title: string, subtitle: string, sections: PdfSection[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica-Bold').fontSize(18).text(title)
    doc.font('Helvetica').fontSize(10).fillColor('#555555').text(subtitle).moveDown()
    for (const section of sections) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(section.heading)
      doc.font('Helvetica').fontSize(10)
      for (const line of section.lines) doc.text(line, { paragraphGap: 4 })
      doc.moveDown(0.5)
    }
    doc.end()
  })
}
