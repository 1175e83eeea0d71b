import type { Data } from 'payload'

import { env } from '../../env'
import type { TaxDocument } from '../../payload-types'
import { registerByWarning } from '../../lib/reporting-window'
import { closingDocuments } from './closing-documents'
import './reporting-deadlines.scss'

/**
 * On a tax document, beside its e-invoice, when the 30-day limit applies: from day 25 to day 30 of its date, a document
 * not yet registered says its last day. After day 30 the queue stores the refusal as its error.
 */
export function ReportingDeadlineNotice({ data }: { data: Data }) {
  if (!env().EINVOICE_30_DAY_LIMIT) return null
  const document = data as Partial<TaxDocument>
  if (!document.id || !document.number || !document.data) return null
  if (!['pending', 'failed'].includes(document.eInvoice?.status ?? '')) return null
  const [closing] = closingDocuments(
    [{ id: document.id, number: document.number, data: document.data, eInvoice: document.eInvoice }],
    new Date(),
  )
  if (!closing) return null
  return (
    <p className="reporting-deadlines__notice" role="status">
      {registerByWarning(closing.lastDay)}
    </p>
  )
}
