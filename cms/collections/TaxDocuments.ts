import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { nobody, orderManagers } from '../access'
import { TAX_DOCUMENT_KINDS } from '../contract/tax-document-kinds'

const readOnly = { readOnly: true }

/** The invoice's payment terms copied out of its frozen content, so an account's position reads a number, not the document. */
const copyTermsDays: CollectionBeforeChangeHook = ({ data }) => {
  if (!('data' in data)) return data
  const terms = (data.data as { termsDays?: unknown } | undefined)?.termsDays
  return { ...data, termsDays: typeof terms === 'number' ? terms : null }
}

/**
 * GST invoices and credit notes, frozen when issued: `data` holds every figure and name the document shows, so later
 * edits of products, rates or settings never change it. Only the shop writes them (never the API), and none is ever
 * deleted: a deleted number would be a gap in the series (docs/decisions/013-gst-invoices.md).
 */
export const TaxDocuments: CollectionConfig = {
  slug: 'tax-documents',
  labels: { singular: 'Tax document', plural: 'Tax documents' },
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'kind', 'order', 'issuedAt'], group: 'Shop' },
  defaultSort: '-issuedAt',
  // The invoices of a page of orders (CSV export, Order History): without it SQLite reads every document of the kind.
  indexes: [{ fields: ['order', 'kind'] }],
  access: { read: orderManagers, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [copyTermsDays] },
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'kind', type: 'select', required: true, options: [...TAX_DOCUMENT_KINDS], index: true, admin: readOnly },
    { name: 'series', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'kind, prefix and financial year' } },
    { name: 'sequence', type: 'number', required: true, index: true, admin: readOnly },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    /** `<order id>:<kind>`, unique: an order gets one invoice and one credit note at most, even when two saves race. */
    { name: 'orderKind', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'issuedAt', type: 'date', required: true, index: true, admin: readOnly },
    // Shown as formatted text: Payload's JSON editor would load Monaco from a CDN, which the admin's content policy blocks.
    {
      name: 'data',
      type: 'json',
      required: true,
      admin: { ...readOnly, components: { Field: '/admin/JsonReadOnlyField#JsonReadOnlyField' } },
    },
    /** Invoices on account: `data.termsDays`, the terms printed on the invoice (docs/decisions/038). */
    { name: 'termsDays', type: 'number', admin: { ...readOnly, description: 'Invoices on account: payment terms in days' } },
  ],
}
