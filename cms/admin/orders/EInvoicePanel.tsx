import { Badge, Row, when } from '../summary-parts'
import type { EInvoiceView } from './e-invoices'
import { RefreshWhileRegistering } from './RefreshWhileRegistering'

const STATUS_WORDS: Record<EInvoiceView['status'], string> = {
  pending: 'Being registered',
  registered: 'Registered',
  failed: 'Failed',
  cancelled: 'Cancelled',
  'not-required': 'No IRN needed',
}

function ewayBillWords(bill: NonNullable<EInvoiceView['ewayBill']>): string {
  if (bill.number) return `${bill.number}${bill.validUntil ? `, valid until ${when(bill.validUntil)}` : ''}`
  return bill.error ? `Refused: ${bill.error}` : 'Being generated'
}

/**
 * The e-invoices of an order's documents on its admin page: status, IRN, acknowledgement and e-way bill, read again
 * every few seconds while the registration queue is still at work on one of them.
 */
export function EInvoicePanel({ views, registering }: { views: EInvoiceView[]; registering: boolean }) {
  if (views.length === 0) return null
  return (
    <section className="order-summary__card order-summary__einvoices" aria-label="E-invoice">
      <h3>E-invoice</h3>
      {views.map((view) => (
        <div key={view.number} className="order-summary__einvoice">
          <p className="order-summary__einvoice-title">
            <span>{view.title}</span>
            <Badge tone={`einvoice-${view.status}`}>{STATUS_WORDS[view.status]}</Badge>
          </p>
          <dl>
            {view.status === 'not-required' ? null : (
              <>
                <Row label="IRN">{view.irn && <code className="order-summary__irn">{view.irn}</code>}</Row>
                <Row label="Ack No">{view.ackNo}</Row>
                <Row label="Ack date">{view.ackDate && when(view.ackDate)}</Row>
              </>
            )}
            {view.ewayBill ? <Row label="E-way bill">{ewayBillWords(view.ewayBill)}</Row> : null}
            {view.error ? <Row label="Error">{view.error}</Row> : null}
          </dl>
        </div>
      ))}
      {registering ? <RefreshWhileRegistering /> : null}
    </section>
  )
}
