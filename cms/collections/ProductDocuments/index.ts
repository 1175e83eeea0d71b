import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, catalogueEditors } from '../../access'
import { isCertificate, MAX_PRODUCT_DOCUMENT_BYTES, PRODUCT_DOCUMENT_KINDS, type ProductDocumentKind } from '../../contract/compliance'
import { recordsCatalogueChanges } from '../../services/for-collections'
import { refuseOversizedDocument } from './hooks/refuse-oversized-document'

const MEGABYTES = MAX_PRODUCT_DOCUMENT_BYTES / (1024 * 1024)

/**
 * Instructions for use and certificates (ISO 13485, CE) that products link to, as PDFs staff upload; public, as the
 * product page offers them for download. A certificate carries its expiry date, which the admin dashboard watches.
 */
export const ProductDocuments: CollectionConfig = {
  slug: 'product-documents',
  labels: { singular: 'Product document', plural: 'Product documents' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'expiresOn', 'updatedAt'], group: 'Catalogue' },
  // A product's answer lists its documents (title, address, expiry): a changed document is a changed product answer,
  // recorded like a changed image.
  hooks: { ...recordsCatalogueChanges('media', ['catalogue']), beforeOperation: [refuseOversizedDocument] },
  access: { read: anyone, create: catalogueEditors, update: catalogueEditors, delete: catalogueEditors },
  upload: {
    staticDir: path.resolve(process.env.APP_ROOT ?? process.cwd(), 'data/product-documents'),
    mimeTypes: ['application/pdf'],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'kind', type: 'select', required: true, options: PRODUCT_DOCUMENT_KINDS.map(({ value, label }) => ({ value, label })) },
    {
      name: 'expiresOn',
      label: 'Valid until',
      type: 'date',
      index: true,
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
        description: `Certificates only: the last day it is valid. PDF files up to ${MEGABYTES} MB.`,
        condition: (data) => isCertificate(data?.kind as ProductDocumentKind | undefined),
      },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: ProductDocumentKind } }) =>
        isCertificate(siblingData?.kind) && !value ? 'A certificate needs the date it is valid until' : true,
    },
  ],
}
