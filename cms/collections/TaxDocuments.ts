import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { nobody, orderManagers } from '../access'
import { TAX_DOCUMENT_KINDS } from '../contract/tax-document-kinds'
import { eInvoiceField } from '../fields/e-invoice'
import { readOnlyJsonField } from '../fields/json-read-only'
import { retryEInvoiceHandler, workQueueSoon } from '../services/for-collections'

const readOnly = { readOnly: true }

/** The invoice's payment terms copied out of its frozen content, so an account's position reads a number, not the document. */
const copyTermsDays: CollectionBeforeChangeHook = ({ data }) => {
  if (!('data' in data)) return data
  const terms = (data.data as { termsDays?: unknown } | undefined)?.termsDays
  return { ...data, termsDays: typeof terms === 'number' ? terms : null }
}

/** A document issued into the e-invoice queue (or a challan asking its e-way bill) is worked a moment later. */
const registerSoon: CollectionAfterChangeHook = ({ doc, operation }) => {
  if (operation === 'create' && (doc.eInvoice?.status === 'pending' || doc.eInvoice?.ewayBill?.requestedAt)) workQueueSoon()
  return doc
}

/**
 * GST invoices and credit notes, frozen when issued: `data` holds every figure and name the document shows, so later
 * edits of products, rates or settings never change it. Only the shop writes them (never the API), and none is ever
 * deleted: a deleted number would be a gap in the series (docs/decisions/013-gst-invoices.md).
 */
export const TaxDocuments: CollectionConfig = {
  slug: 'tax-documents',
  labels: { singular: 'Tax document', plural: 'Tax documents' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'kind', 'order', 'issuedAt', 'eInvoice.status', 'eInvoice.errorMessage'],
    group: 'Shop',
    description: 'E-invoices waiting or refused: filter by E-invoice status (pending, failed); a failed one has a Retry button.',
    // A month's GSTR-1 and e-invoice reconciliation, for the accountant; e-invoices in their last days (30-day limit).
    components: { beforeList: ['/admin/tax-documents/MonthlyFiles', '/admin/einvoice/ReportingDeadlines'] },
  },
  defaultSort: '-issuedAt',
  // The invoices of a page of orders (CSV export, Order History): without it SQLite reads every document of the kind.
  indexes: [{ fields: ['order', 'kind'] }],
  access: { read: orderManagers, create: nobody, update: nobody, delete: nobody },
  hooks: { beforeChange: [copyTermsDays], afterChange: [registerSoon] },
  // Staff queue a failed e-invoice again (the admin's Retry button); registration itself runs in the background.
  endpoints: [{ path: '/:id/einvoice/retry', method: 'post', handler: retryEInvoiceHandler }],
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'kind', type: 'select', required: true, options: [...TAX_DOCUMENT_KINDS], index: true, admin: readOnly },
    { name: 'series', type: 'text', required: true, index: true, admin: { ...readOnly, description: 'kind, prefix and financial year' } },
    { name: 'sequence', type: 'number', required: true, index: true, admin: readOnly },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    /** `<order id>:<kind>`, unique: an order gets one invoice and one credit note at most, even when two saves race. */
    { name: 'orderKind', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'issuedAt', type: 'date', required: true, index: true, admin: readOnly },
    readOnlyJsonField('data', { required: true }),
    /** Invoices on account: `data.termsDays`, the terms printed on the invoice (docs/decisions/038). */
    { name: 'termsDays', type: 'number', admin: { ...readOnly, description: 'Invoices on account: payment terms in days' } },
    eInvoiceField,
  ],
}
