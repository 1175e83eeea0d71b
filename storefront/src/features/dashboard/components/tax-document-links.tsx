import { useState } from 'react'

import type { Order } from '@contract'

import { handleAppError } from '@/lib/error-handler'

import { downloadTaxDocument, type TaxDocumentKind } from '../api/download-tax-document'

function DownloadButton({ kind, orderId, label }: { kind: TaxDocumentKind; orderId: string; label: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        downloadTaxDocument(kind, orderId)
          .catch(handleAppError)
          .finally(() => setBusy(false))
      }}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
    >
      {busy ? 'Downloading…' : label}
    </button>
  )
}

/** The buyer's GST details on the order and, once issued, its invoice, credit note or delivery challan to download. */
export function TaxDocumentLinks({ order }: { order: Order }) {
  if (!order.gstin && !order.poNumber && !order.invoiceNumber && !order.creditNoteNumber && !order.deliveryChallanNumber) return null
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm">
      <div className="text-slate-700">
        {order.gstin ? (
          <p>
            GSTIN: {order.gstin}
            {order.businessName ? ` (${order.businessName})` : ''}
          </p>
        ) : null}
        {order.poNumber ? <p>PO number: {order.poNumber}</p> : null}
        {order.invoiceNumber ? <p>Invoice: {order.invoiceNumber}</p> : null}
        {order.deliveryChallanNumber ? <p>Delivery challan: {order.deliveryChallanNumber} (free replacement)</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {order.invoiceNumber ? <DownloadButton kind="invoice" orderId={order.orderId} label="Download invoice" /> : null}
        {order.creditNoteNumber ? <DownloadButton kind="creditNote" orderId={order.orderId} label="Download credit note" /> : null}
        {order.deliveryChallanNumber ? (
          <DownloadButton kind="deliveryChallan" orderId={order.orderId} label="Download delivery challan" />
        ) : null}
      </div>
    </div>
  )
}
