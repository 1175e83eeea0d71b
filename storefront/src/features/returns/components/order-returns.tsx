import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type Return } from '@contract'
import { formatRupees } from '@contract/money'

import { TaxDocumentDownload } from '@/components/tax-document-download'

/** The return and replacement requests of one order, with where each stands. */
export function OrderReturns({ returns }: { returns: readonly Return[] }) {
  if (returns.length === 0) return null
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm" data-testid="order-returns">
      <p className="font-medium text-slate-900">Returns and replacements</p>
      <ul className="mt-1 flex flex-col gap-2">
        {returns.map((entry) => (
          <li key={entry.returnId} className="rounded-md bg-slate-50 px-3 py-2 text-slate-700" data-testid="order-return">
            <p className="flex flex-wrap justify-between gap-2">
              <span>
                {entry.kind === 'RETURN' ? 'Return' : 'Replacement'} {entry.returnId} · {RETURN_REASON_LABELS[entry.reason]}
              </span>
              <span className="font-semibold text-slate-900" data-testid="return-status">
                {RETURN_STATUS_LABELS[entry.status]}
              </span>
            </p>
            <p>{entry.lines.map((line) => `${line.name} (${line.code}) × ${line.quantity}`).join(', ')}</p>
            {entry.rejectionReason ? <p>Reason: {entry.rejectionReason}</p> : null}
            {entry.refund ? (
              <p>
                Refunded {formatRupees(entry.refund.amount)}
                {entry.creditNoteNumber ? ` · Credit note ${entry.creditNoteNumber}` : ''}
              </p>
            ) : null}
            {entry.replacementOrderId ? <p>Replacement order {entry.replacementOrderId}</p> : null}
            {entry.documents.length > 0 ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {entry.documents.map((document) => (
                  <TaxDocumentDownload key={document.number} document={document} />
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
