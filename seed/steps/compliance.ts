import type { Payload } from 'payload'

import { documentKindLabel, shelfLifeText, sterilisationLabel, type ProductDocumentKind } from '../../cms/contract/compliance'
import { slugify } from '../../cms/lib/slug'
import { SUTURE_CERTIFICATES, SUTURE_COMPLIANCE, SUTURE_LICENCE_NUMBER, SUTURE_STORAGE, type SutureCompliance } from '../data/compliance'
import { CATALOGUE, type SeedProduct } from '../data/products'
import { renderPdf } from '../documents/render-pdf'
import { indexBy } from '../upsert'
import type { SeedContext } from './context'

type DocumentJob = { key: string; title: string; kind: ProductDocumentKind; expiresOn?: string; render: () => Promise<Buffer> }

/** Seeded documents are named `<key>--seed.pdf`; Payload adds `-1` when another database's file took the name. */
const SEED_FILENAME = /^(.+)--seed(?:-\d+)?\.pdf$/i

/** The seeded documents by key. */
async function seededDocuments(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({ collection: 'product-documents', pagination: false, depth: 0, select: { filename: true } })
  const byKey = new Map<string, string>()
  for (const doc of docs) {
    const key = doc.filename?.match(SEED_FILENAME)?.[1]
    if (key && !byKey.has(key)) byKey.set(key, doc.id)
  }
  return byKey
}

/** The document filed under `job.key`, uploaded when missing; its title and expiry are set again on every run. */
async function ensureDocument(payload: Payload, byKey: Map<string, string>, job: DocumentJob): Promise<string> {
  const filename = `${job.key}--seed.pdf`
  const data = { title: job.title, kind: job.kind, expiresOn: job.expiresOn ?? null }
  const existing = byKey.get(job.key)
  if (existing) {
    await payload.update({ collection: 'product-documents', id: existing, data, depth: 0 })
    return existing
  }
  const file = await job.render()
  const doc = await payload.create({
    collection: 'product-documents',
    data,
    file: { data: file, mimetype: 'application/pdf', name: filename, size: file.length },
    depth: 0,
  })
  byKey.set(job.key, doc.id)
  return doc.id
}

function ifuOf(product: SeedProduct, compliance: SutureCompliance): DocumentJob {
  const title = `${product.name}: instructions for use`
  return {
    key: `ifu-${slugify(product.name)}`,
    title,
    kind: 'IFU',
    render: () =>
      renderPdf(title, `${product.genericName}. Manufacturing licence ${SUTURE_LICENCE_NUMBER}, device class ${compliance.deviceClass}.`, [
        { heading: 'Description', lines: product.description },
        { heading: 'Indications', lines: product.applications ?? ['General soft tissue approximation and ligation.'] },
        {
          heading: 'Contraindications and warnings',
          lines: [
            'Not for use where extended approximation of tissue under stress is required beyond the stated strength retention.',
            'Users should be familiar with surgical procedures and techniques involving sutures before use.',
          ],
        },
        {
          heading: 'Sterility',
          lines: [`Sterile: ${sterilisationLabel(compliance.sterilisationMethod)}. Single use only. Do not resterilise.`],
        },
        { heading: 'Shelf life and storage', lines: [`Shelf life: ${shelfLifeText(compliance.shelfLifeMonths)}.`, SUTURE_STORAGE] },
      ]),
  }
}

function certificateJob(certificate: (typeof SUTURE_CERTIFICATES)[number]): DocumentJob {
  return {
    ...certificate,
    render: () =>
      renderPdf(certificate.title, `${documentKindLabel(certificate.kind)}, valid until ${certificate.expiresOn}`, [
        { heading: 'Scope', lines: certificate.body },
      ]),
  }
}

/**
 * Regulatory data for the sutures: licence, class, sterilisation, shelf life and storage, an IFU each (a PDF drawn
 * here) and the shared ISO 13485 and CE certificates. Runs after the products; returns how many it filled.
 */
export async function seedCompliance(ctx: SeedContext): Promise<number> {
  const { payload } = ctx
  const byKey = await seededDocuments(payload)
  const bySlug = await indexBy(payload, 'products', 'slug')
  const certificates: string[] = []
  for (const certificate of SUTURE_CERTIFICATES) certificates.push(await ensureDocument(payload, byKey, certificateJob(certificate)))
  let count = 0
  for (const product of CATALOGUE.flatMap((group) => group.products)) {
    const compliance = SUTURE_COMPLIANCE[product.name]
    const id = bySlug.get(slugify(product.name))
    if (!compliance || !id) continue
    const ifu = await ensureDocument(payload, byKey, ifuOf(product, compliance))
    await payload.update({
      collection: 'products',
      id,
      data: {
        compliance: {
          licenceNumber: SUTURE_LICENCE_NUMBER,
          deviceClass: compliance.deviceClass,
          sterile: true,
          sterilisationMethod: compliance.sterilisationMethod,
          shelfLifeMonths: compliance.shelfLifeMonths,
          storageConditions: SUTURE_STORAGE,
          documents: [ifu, ...certificates],
        },
        _status: 'published',
      },
      depth: 0,
    })
    count += 1
  }
  ctx.log(`products with regulatory information: ${count}`)
  return count
}
