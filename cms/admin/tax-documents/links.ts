/** The month's GSTR-1 tables (`GET /api/shop/tax/gstr1`), for the accountant's return. */
export const gstr1Url = (month: string) => `/api/shop/tax/gstr1?month=${encodeURIComponent(month)}`

/** The month's e-invoice reconciliation (`GET /api/shop/tax/einvoices`), to match against the portal's records. */
export const eInvoiceReconciliationUrl = (month: string) => `/api/shop/tax/einvoices?month=${encodeURIComponent(month)}`
