import type { UIFieldServerComponent } from 'payload'

import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type ReturnStatus } from '../../contract/after-sale'
import { RETURNED_GOODS_ACTION_LABELS } from '../../contract/returned-goods'
import { idOf } from '../../contract/ids'
import { staffAmount } from '../../fields/money'
import type { Customer, Order, Return, ReturnPhoto, TaxDocument } from '../../payload-types'
import { refundDue, trackedCodes } from '../../services/for-collections'
import { Badge, Row, when } from '../summary-parts'
import { ReturnActions } from './ReturnActions'
import '../orders/order-summary.scss'
import './return-summary.scss'

/** The badge colours of the order's summary, by how far the return has come. */
const TONE: Record<ReturnStatus, string> = {
  REQUESTED: 'ordered',
  APPROVED: 'shipped',
  RECEIVED: 'shipped',
  REFUNDED: 'delivered',
  REPLACED: 'delivered',
  REJECTED: 'cancelled',
}
const KIND_WORDS = { RETURN: 'Return for a refund', REPLACE: 'Replacement' } as const
const REFUND_WAY_WORDS = { RAZORPAY: 'Through Razorpay', MANUAL: 'By hand (bank transfer)' } as const
const SETTLED: ReturnStatus[] = ['REFUNDED', 'REPLACED', 'REJECTED']

/**
 * The top of a return's edit view, drawn like the order's summary: what the buyer asked for, what a refund gives back
 * before anyone presses it, and the steps the return may take next. The raw fields follow below, read-only.
 */
export const ReturnSummary: UIFieldServerComponent = async ({ data, id, req }) => {
  const entry = data as Return
  if (!id || !entry?.returnId) return null
  const { payload } = req
  const lookUp = <T,>(collection: 'customers' | 'orders' | 'tax-documents', value: unknown) => {
    const docId = idOf(value)
    return docId ? (payload.findByID({ collection, id: docId, depth: 0, disableErrors: true, req }) as Promise<T | null>) : null
  }
  const photoIds = (entry.photos ?? []).map((photo) => idOf(photo)).filter((photo): photo is string => Boolean(photo))
  const [customer, order, creditNote, replacement, photos, due, tracked] = await Promise.all([
    lookUp<Customer>('customers', entry.customer),
    lookUp<Order>('orders', entry.order),
    lookUp<TaxDocument>('tax-documents', entry.creditNote),
    lookUp<Order>('orders', entry.replacementOrder),
    photoIds.length
      ? payload.find({ collection: 'return-photos', where: { id: { in: photoIds } }, depth: 0, pagination: false, req })
      : { docs: [] as ReturnPhoto[] },
    SETTLED.includes(entry.status) ? null : refundDue(req, entry),
    entry.status === 'APPROVED'
      ? trackedCodes(
          req,
          (entry.lines ?? []).map((line) => line.code),
        )
      : new Set<string>(),
  ])
  const returnedLines = (entry.lines ?? []).map((line) => ({
    code: line.code,
    name: line.name,
    quantity: line.quantity,
    tracked: tracked.has(line.code),
  }))
  const goods = entry.goods ?? []
  const refund = due ? { amount: staffAmount(due.amount), way: due.throughRazorpay ? ('RAZORPAY' as const) : ('MANUAL' as const) } : null
  const orderLink = order ? <a href={`/admin/collections/orders/${order.id}`}>{order.orderId}</a> : entry.orderNumber

  return (
    <section className="order-summary return-summary" aria-label="Return summary">
      <header className="order-summary__head">
        <div>
          <h2>{entry.returnId}</h2>
          <p className="order-summary__muted">
            Requested {when(entry.createdAt)} · order {orderLink}
          </p>
        </div>
        <div className="order-summary__badges">
          <Badge tone={TONE[entry.status]}>{RETURN_STATUS_LABELS[entry.status]}</Badge>
          <Badge tone="pending">{KIND_WORDS[entry.kind]}</Badge>
        </div>
      </header>

      <div className="order-summary__actions">
        <h3>Next step</h3>
        <ReturnActions id={String(id)} status={entry.status} refund={refund} lines={returnedLines} />
      </div>

      <div className="order-summary__cards">
        <div className="order-summary__card">
          <h3>Request</h3>
          <dl>
            <Row label="Kind">{KIND_WORDS[entry.kind]}</Row>
            <Row label="Reason">{RETURN_REASON_LABELS[entry.reason]}</Row>
            <Row label="Note">{entry.note}</Row>
            <Row label="Order">
              {orderLink}
              {order ? <span className="order-summary__muted"> · {order.status}</span> : null}
            </Row>
          </dl>
        </div>
        <div className="order-summary__card">
          <h3>Customer</h3>
          <dl>
            <Row label="Name">
              {customer ? <a href={`/admin/collections/customers/${customer.id}`}>{customer.name}</a> : 'Customer not found'}
            </Row>
            <Row label="Phone">{customer ? `${customer.countryCode} ${customer.phoneNumber}` : ''}</Row>
            <Row label="Email">{customer?.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : ''}</Row>
          </dl>
        </div>
        {entry.status === 'REFUNDED' ? (
          <div className="order-summary__card">
            <h3>Refund</h3>
            <dl>
              <Row label="Amount">{staffAmount(entry.refund?.amount)}</Row>
              <Row label="How">{entry.refund?.method ? REFUND_WAY_WORDS[entry.refund.method] : ''}</Row>
              <Row label="Reference">{entry.refund?.reference}</Row>
              <Row label="On">{when(entry.refund?.at)}</Row>
              <Row label="Credit note">{creditNote?.number}</Row>
            </dl>
          </div>
        ) : refund ? (
          <div className="order-summary__card">
            <h3>If refunded</h3>
            <dl>
              <Row label="Amount">{refund.amount}</Row>
              <Row label="How">{REFUND_WAY_WORDS[refund.way]}</Row>
            </dl>
          </div>
        ) : null}
        {replacement ? (
          <div className="order-summary__card">
            <h3>Replacement</h3>
            <dl>
              <Row label="Order">
                <a href={`/admin/collections/orders/${replacement.id}`}>{replacement.orderId}</a>
              </Row>
              <Row label="Status">{replacement.status}</Row>
            </dl>
          </div>
        ) : null}
        {entry.status === 'REJECTED' ? (
          <div className="order-summary__card">
            <h3>Rejected</h3>
            <p className="return-summary__reason">{entry.rejectionReason}</p>
          </div>
        ) : null}
      </div>

      <table className="order-summary__lines">
        <thead>
          <tr>
            <th>Code</th>
            <th>Product</th>
            <th>Size</th>
            <th className="num">Qty returned</th>
            {goods.length > 0 ? <th>Goods</th> : null}
          </tr>
        </thead>
        <tbody>
          {(entry.lines ?? []).map((line, index) => (
            <tr key={line.id ?? index}>
              <td>{line.code}</td>
              <td>{line.name}</td>
              <td>{line.size}</td>
              <td className="num">{line.quantity}</td>
              {goods.length > 0 ? (
                <td>
                  {goods[index]?.action ? RETURNED_GOODS_ACTION_LABELS[goods[index].action] : 'Stock not tracked'}
                  {goods[index]?.writeOffReason ? `: ${goods[index].writeOffReason}` : ''}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>

      {photos.docs.length > 0 ? (
        <div>
          <h3>Photos from the buyer</h3>
          <ul className="return-summary__photos">
            {photos.docs.map((photo) => (
              <li key={photo.id}>
                <a href={photo.url ?? '#'} target="_blank" rel="noreferrer">
                  <img src={photo.url ?? ''} alt={photo.filename ?? 'Photo'} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <h3>Status history</h3>
        <ol className="order-summary__timeline">
          {(entry.statusHistory ?? []).map((step, index) => (
            <li key={step.id ?? index}>
              <strong>{RETURN_STATUS_LABELS[step.status]}</strong>{' '}
              <span className="order-summary__muted">
                {when(step.at)} · {step.by ?? 'system'}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
