import type { Field } from 'payload'

const readOnly = { readOnly: true }

const E_INVOICE_STATUSES = [
  { label: 'Pending', value: 'pending' },
  { label: 'Registered', value: 'registered' },
  { label: 'Failed', value: 'failed' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Not required', value: 'not-required' },
] as const

/**
 * A tax document's e-invoice (services/einvoice/types.ts `StoredEInvoice`): what the Invoice Registration Portal
 * answered, or why it has not yet. Written only by the shop's registration queue, read-only for everyone else; the
 * document's frozen `data` never changes, and the IRN is written once (docs/decisions/059).
 */
export const eInvoiceField: Field = {
  name: 'eInvoice',
  label: 'E-invoice',
  type: 'group',
  admin: {
    description: 'Registration with the Invoice Registration Portal (IRP). A failed one is retried with the button below.',
  },
  fields: [
    /** With the 30-day limit on: the last day to register a document not yet registered, from day 25 of its date. */
    {
      name: 'reportingDeadline',
      type: 'ui',
      admin: { components: { Field: '/admin/einvoice/ReportingDeadlineNotice#ReportingDeadlineNotice' } },
    },
    { name: 'status', type: 'select', options: [...E_INVOICE_STATUSES], defaultValue: 'not-required', index: true, admin: readOnly },
    { name: 'irn', label: 'IRN', type: 'text', admin: readOnly },
    { name: 'ackNo', label: 'Ack No', type: 'text', admin: readOnly },
    { name: 'ackDate', label: 'Ack date', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'signedInvoice', type: 'textarea', admin: { ...readOnly, hidden: true } },
    { name: 'signedQrCode', label: 'Signed QR code', type: 'textarea', admin: { ...readOnly, hidden: true } },
    {
      name: 'ewayBill',
      label: 'E-way bill',
      type: 'group',
      fields: [
        { name: 'number', type: 'text', admin: readOnly },
        { name: 'generatedAt', type: 'date', admin: readOnly },
        { name: 'validUntil', type: 'date', admin: readOnly },
        /** Set as the invoice of an order shipped with Part B is registered: the queue then generates its e-way bill. */
        { name: 'requestedAt', type: 'date', admin: { ...readOnly, hidden: true } },
        /** Why the portal refused the e-way bill (its code and text); the goods need one before they move. */
        { name: 'error', type: 'text', admin: readOnly },
      ],
    },
    { name: 'errorCode', label: 'Error code', type: 'text', admin: readOnly },
    { name: 'errorMessage', label: 'Error', type: 'textarea', admin: readOnly },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: readOnly },
    /** When the queue next tries (a pending document after an outage); also its claim while one process works on it. */
    { name: 'nextAttemptAt', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    /** Set when the order was cancelled within 24 hours of the acknowledgement: the queue cancels the IRN. */
    { name: 'cancelRequestedAt', type: 'date', admin: { ...readOnly, hidden: true } },
    { name: 'cancelledAt', type: 'date', admin: readOnly },
    { name: 'retry', type: 'ui', admin: { components: { Field: '/admin/einvoice/RetryEInvoiceButton#RetryEInvoiceButton' } } },
  ],
}
