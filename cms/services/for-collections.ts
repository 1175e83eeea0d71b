/**
 * The services as collections and globals see them: their hooks call what is exported here and import nothing else
 * from cms/services (an import boundary in eslint.config.js). Keeping this list short keeps the data model
 * independent of how emails are sent, caches are kept or orders are numbered.
 */
export { globalInvalidatesCache, invalidatesCache } from './cache'
export { gstRatesOf, recordsCatalogueChanges } from './catalogue/changes'
export { priceFromCatalogue } from './orders/carts'
export { notifyInBackground } from './orders/notify'
export { actorOf, openingOf } from './orders/new-order'
export { consignmentValue, issueCreditNote, issueShippingDocument } from './invoices/issue'
export { retryEInvoiceHandler } from './einvoice/queue/retry'
export { workQueueSoon } from './einvoice/queue/wake'
export { takeShippedStock } from './stock/shipping'
export { lotRecipients } from './lots/recall'
export { lotMovements } from './stock/lot-movements'
export { stockReport } from './stock/report'
export { orderSearchText } from './orders/search-text'
export { refundOrder, refundsThroughRazorpay } from './razorpay/refund'
export { notifyQuotedInBackground } from './quotes/notify'
export { notifyReturnInBackground } from './after-sale/notify-return'
export { refundDue, refundReturn, replaceReturn } from './after-sale/settle-return'
export { receiveReturnedGoods, ReturnedGoodsRefused, trackedCodes } from './stock'
export { overdueAccounts, type OverdueAccount } from './credit/overdue'
export { releaseReservations } from './stock/reservations'
export type { EwayBill, PartB } from './einvoice/types'
