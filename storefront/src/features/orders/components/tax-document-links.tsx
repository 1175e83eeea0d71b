import { kindContract, type Order } from '@contract'

import { TaxDocumentDownload } from '@/components/tax-document-download'

/**
 * The buyer's GST details, company location, PO number, cost centre and approver on the order and, once issued, its documents (invoice,
 * credit note, challan) to download.
 */
export function TaxDocumentLinks({ order }: { order: Order }) {
  if (!order.gstin && !order.location && !order.poNumber && !order.costCentre && !order.approvedBy && order.documents.length === 0)
    return null
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 text-sm">
      <div className="text-slate-700">
        {order.gstin ? (
          <p>
            GSTIN: {order.gstin}
            {order.businessName ? ` (${order.businessName})` : ''}
          </p>
        ) : null}
        {order.location ? <p>Company location: {order.location}</p> : null}
        {order.poNumber ? <p>PO number: {order.poNumber}</p> : null}
        {order.costCentre ? <p>Cost centre: {order.costCentre}</p> : null}
        {order.approvedBy ? <p>Approved by: {order.approvedBy}</p> : null}
        {order.documents.map((document) => {
          const { label, note } = kindContract(document.kind)
          return (
            <p key={document.number}>
              {label}: {document.number}
              {note ? ` (${note})` : ''}
            </p>
          )
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        {order.documents.map((document) => (
          <TaxDocumentDownload key={document.number} document={document} />
        ))}
      </div>
    </div>
  )
}
