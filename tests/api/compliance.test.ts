import { describe, expect, it } from 'vitest'

import { MAX_PRODUCT_DOCUMENT_BYTES, productListResponseSchema, type Product } from '../../cms/contract'
import { baseUrl, post, registerCustomer, rest, staffToken } from '../helpers/api'
import { tinyPdf } from '../helpers/pdf'

const NYLON = 'nuvolon-nylon-suture'

async function single(slugName: string): Promise<Product> {
  const reply = await post('/product/single', { slugName })
  expect(reply.status, reply.text).toBe(200)
  return productListResponseSchema.parse(reply.body).data[0]!
}

/** A multipart upload to `/api/product-documents` as Payload's admin sends it. */
async function upload(file: Buffer, name: string, type: string, data: Record<string, unknown>, token?: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify(data))
  const response = await fetch(`${baseUrl()}/api/product-documents`, {
    method: 'POST',
    headers: token ? { Authorization: `JWT ${token}` } : {},
    body: form,
  })
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, any> }
}

describe('compliance data in the product API', () => {
  it('gives a suture its licence, class, sterilisation, shelf life, storage and its IFU and certificates (with expiry)', async () => {
    const { compliance } = await single(NYLON)
    expect(compliance).toMatchObject({
      licenceNumber: 'MFG/MD/2021/000154',
      deviceClass: 'C',
      sterile: true,
      sterilisationMethod: 'EO',
      shelfLifeMonths: 60,
      storageConditions: expect.stringMatching(/^Store below 25 °C/),
    })
    expect(compliance!.documents.map(({ kind, title, expiresOn }) => ({ kind, title, expiresOn }))).toEqual([
      { kind: 'IFU', title: 'Nuvolon Nylon Suture: instructions for use', expiresOn: null },
      { kind: 'ISO_13485', title: 'ISO 13485:2016 certificate', expiresOn: '2028-03-31' },
      { kind: 'CE', title: 'CE certificate (EU MDR), surgical sutures', expiresOn: '2027-05-26' },
    ])
    const chromic = await single('chromic-catgut-suture')
    expect(chromic.compliance).toMatchObject({ deviceClass: 'D', sterilisationMethod: 'GAMMA', shelfLifeMonths: 36 })
  })

  it('answers a product without regulatory data with empty fields, never a missing key', async () => {
    const cards = await post('/product/category', { slugName: 'bandages' })
    const bandage = await single(cards.body.data[0].slugName)
    expect(bandage.compliance).toEqual({
      licenceNumber: null,
      deviceClass: null,
      sterile: false,
      sterilisationMethod: null,
      shelfLifeMonths: null,
      storageConditions: null,
      documents: [],
    })
  })

  it('serves the IFU as the PDF the answer names, to anyone', async () => {
    const ifu = (await single(NYLON)).compliance!.documents[0]!
    const response = await fetch(new URL(ifu.url, baseUrl()))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBe(ifu.size)
  })

  it('carries the regulatory data in the product page’s JSON-LD', async () => {
    const product = await single(NYLON)
    const html = await (await fetch(`${baseUrl()}/categories/${product.category.slug}/${product.slug}`)).text()
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .find((entry) => entry['@type'] === 'Product')
    expect(ld.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Manufacturing licence number',
      value: 'MFG/MD/2021/000154',
    })
    expect(ld.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Sterilisation method', value: 'Ethylene oxide (EO)' })
    expect(ld.subjectOf).toContainEqual(
      expect.objectContaining({ '@type': 'DigitalDocument', encodingFormat: 'application/pdf', expires: '2027-05-26' }),
    )
  })
})

describe('product documents staff upload', () => {
  it('takes a PDF from a catalogue editor; the product links it and its answer lists it; an expiry change shows at once', async () => {
    const editor = await staffToken('editor')
    const created = await upload(
      tinyPdf('Polyester CE'),
      'polyester-ce.pdf',
      'application/pdf',
      {
        title: 'Polyester CE certificate',
        kind: 'CE',
        expiresOn: '2027-01-31',
      },
      editor,
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const documentId = created.body.doc.id as string
    const product = await single('nuvobond-polyester-suture')
    const before = await rest('GET', `/products/${product._id}?depth=0`)
    const documents = before.body.compliance.documents as string[]
    try {
      expect((await rest('PATCH', `/products/${product._id}`, { compliance: { documents: [...documents, documentId] } })).status).toBe(200)
      expect((await single('nuvobond-polyester-suture')).compliance!.documents.at(-1)).toMatchObject({
        title: 'Polyester CE certificate',
        kind: 'CE',
        expiresOn: '2027-01-31',
      })
      expect((await rest('PATCH', `/product-documents/${documentId}`, { expiresOn: '2027-02-28' })).status).toBe(200)
      expect((await single('nuvobond-polyester-suture')).compliance!.documents.at(-1)!.expiresOn).toBe('2027-02-28')
    } finally {
      await rest('PATCH', `/products/${product._id}`, { compliance: { documents } })
      await rest('DELETE', `/product-documents/${documentId}`)
    }
  })

  it('refuses a file that is not a PDF (400), a certificate without its expiry (400) and a PDF over the size limit (413)', async () => {
    const editor = await staffToken('editor')
    const text = await upload(Buffer.from('plain text'), 'notes.txt', 'text/plain', { title: 'Notes', kind: 'IFU' }, editor)
    expect(text.status).toBe(400)
    const undated = await upload(tinyPdf('CE'), 'ce.pdf', 'application/pdf', { title: 'CE', kind: 'CE' }, editor)
    expect(undated.status).toBe(400)
    expect(JSON.stringify(undated.body)).toContain('A certificate needs the date it is valid until')
    const big = Buffer.concat([tinyPdf('big'), Buffer.alloc(MAX_PRODUCT_DOCUMENT_BYTES, 0x20)])
    const oversized = await upload(big, 'big.pdf', 'application/pdf', { title: 'Big IFU', kind: 'IFU' }, editor)
    expect(oversized.status).toBe(413)
  })

  it('refuses uploads from anonymous visitors, buyers and order managers', async () => {
    const pdf = tinyPdf('IFU')
    expect((await upload(pdf, 'a.pdf', 'application/pdf', { title: 'A', kind: 'IFU' })).status).toBe(403)
    const buyer = await registerCustomer()
    expect((await upload(pdf, 'b.pdf', 'application/pdf', { title: 'B', kind: 'IFU' }, buyer.token)).status).toBe(403)
    expect((await upload(pdf, 'c.pdf', 'application/pdf', { title: 'C', kind: 'IFU' }, await staffToken('orders'))).status).toBe(403)
  })
})
