import type { Payload, PayloadRequest } from 'payload'

import { env } from '../../env'
import { registerByWarning } from '../../lib/reporting-window'
import { findClosingDocuments } from './closing-documents'
import './reporting-deadlines.scss'

/**
 * Above the tax documents list (admin.components.beforeList), when the 30-day limit applies: every B2B document not yet
 * registered from day 25 of its date, with its last day. After day 30 the queue stores the refusal on the document.
 */
export default async function ReportingDeadlines({ payload, user }: { payload: Payload; user: PayloadRequest['user'] }) {
  if (!env().EINVOICE_30_DAY_LIMIT) return null
  const closing = await findClosingDocuments(payload, user)
  if (closing.length === 0) return null
  return (
    <section className="reporting-deadlines gutter--left gutter--right" aria-label="E-invoices to register soon">
      <h2 className="reporting-deadlines__title">E-invoices to register soon</h2>
      <ul className="reporting-deadlines__list">
        {closing.map((document) => (
          <li key={document.id}>
            <a href={`/admin/collections/tax-documents/${encodeURIComponent(document.id)}`}>{document.number}</a> ({document.status}, dated{' '}
            {document.date}): {registerByWarning(document.lastDay)}
          </li>
        ))}
      </ul>
    </section>
  )
}
