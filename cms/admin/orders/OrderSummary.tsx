import type { UIFieldServerComponent } from 'payload'

import { idOf } from '../../contract/ids'
import { expiryLabel } from '../../contract/lots'
import { paymentWords } from '../../contract/payment-words'
import { orderNeedsPartB } from '../../collections/Orders/part-b'
import { staffAmount } from '../../fields/money'
import { shopDay } from '../../lib/shop-time'
import type { Customer, Order } from '../../payload-types'
import { refundsThroughRazorpay } from '../../services/for-collections'
import { Badge, Row, when } from '../summary-parts'
import { TaxDocumentDownloads } from '../TaxDocumentDownloads'
import { eInvoicesOf, registeredNumbers, stillRegistering } from './e-invoices'
import { EInvoicePanel } from './EInvoicePanel'
import { lotLinesOf } from './lot-lines'
import { partBWords } from './part-b-words'
import { StatusActions } from './StatusActions'
import './order-summary.scss'

/**
 * The top of an order's edit view: everything staff need to fulfil it, readable at a glance, with the status actions.
 * The raw fields follow below, read-only.
 */
export const OrderSummary: UIFieldServerComponent = async ({ data, id, req }) => {
  const order = data as Order
  if (!id || !order?.orderId) return null
  const customerId = idOf(order.customer)
  const [customer, couriers, lotLines, needsPartB, eInvoices] = await Promise.all([
    customerId
      ? (req.payload.findByID({ collection: 'customers', id: customerId, depth: 0, disableErrors: true, req }) as Promise<Customer | null>)
      : null,
    req.payload.find({
      collection: 'couriers',
      depth: 0,
      limit: 200,
      pagination: false,
      req,
      select: { name: true, trackingUrlPattern: true },
    }),
    lotLinesOf(req, order),
    order.status === 'ORDERED' ? orderNeedsPartB(req, order) : false,
    order.status === 'ORDERED' ? [] : eInvoicesOf(req, String(id)),
  ])
  const gstin = (order as { gstin?: string | null }).gstin ?? customer?.gstin
  const address = order.address ?? {}
  const paidOnline = order.paymentType === 'ONLINE' && order.paymentStatus === 'PAID'
  const refundWay = !paidOnline ? null : refundsThroughRazorpay(order.razorpay?.paymentId) ? 'RAZORPAY' : 'MANUAL'

  return (
    <section className="order-summary" aria-label="Order summary">
      <header className="order-summary__head">
        <div>
          <h2>{order.orderId}</h2>
          <p className="order-summary__muted">Placed {when(order.createdAt)}</p>
        </div>
        <div className="order-summary__badges">
          <Badge tone={order.status.toLowerCase()}>{order.status}</Badge>
          <Badge tone={order.paymentStatus === 'PAID' || order.total === 0 ? 'paid' : 'pending'}>{paymentWords(order)}</Badge>
        </div>
      </header>

      <div className="order-summary__documents">
        <TaxDocumentDownloads registered={registeredNumbers(eInvoices)} />
      </div>
      <EInvoicePanel views={eInvoices} registering={stillRegistering(eInvoices)} />

      <div className="order-summary__actions">
        <h3>Next step</h3>
        <StatusActions
          id={String(id)}
          status={order.status}
          paymentType={order.paymentType}
          paid={order.paymentStatus === 'PAID'}
          refund={refundWay}
          total={staffAmount(order.total)}
          couriers={couriers.docs.map((entry) => ({ name: entry.name, trackingUrlPattern: entry.trackingUrlPattern }))}
          lines={lotLines}
          needsPartB={needsPartB}
          today={shopDay(new Date())}
        />
      </div>

      <div className="order-summary__cards">
        <div className="order-summary__card">
          <h3>Customer</h3>
          <dl>
            <Row label="Name">
              {customer ? <a href={`/admin/collections/customers/${customer.id}`}>{customer.name}</a> : 'Customer not found'}
            </Row>
            <Row label="Phone">{customer ? `${customer.countryCode} ${customer.phoneNumber}` : ''}</Row>
            <Row label="Email">{customer?.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : ''}</Row>
            <Row label="GSTIN">{gstin}</Row>
          </dl>
        </div>
        <div className="order-summary__card">
          <h3>Deliver to</h3>
          <address>
            {[address.doorNo, address.streetName].filter(Boolean).join(', ')}
            {address.landMark && (
              <>
                <br />
                {address.landMark}
              </>
            )}
            <br />
            {address.city}, {address.state} – {address.pincode}
            {address.type && (
              <>
                <br />
                <span className="order-summary__muted">{address.type} address</span>
              </>
            )}
          </address>
        </div>
        <div className="order-summary__card">
          <h3>Payment</h3>
          <dl>
            <Row label="Payment">{paymentWords(order)}</Row>
            <Row label="Status">
              {order.paymentStatus}
              {order.paidAt ? ` on ${when(order.paidAt)}` : ''}
            </Row>
            {order.paymentType === 'ONLINE' && (
              <>
                <Row label="Razorpay order">{order.razorpay?.orderId}</Row>
                <Row label="Razorpay payment">{order.razorpay?.paymentId}</Row>
              </>
            )}
            {order.stockHold?.lapsedAt && (
              <Row label="Stock hold">
                Lapsed on {when(order.stockHold.lapsedAt)}: not paid in time, stock released
                {order.stockHold.note ? `. ${order.stockHold.note}` : ''}
              </Row>
            )}
            {order.refund?.at && (
              <Row label="Refund">
                {staffAmount(order.refund.amount)} {order.refund.method === 'RAZORPAY' ? 'through Razorpay' : 'manual'}
                {order.refund.reference ? ` (${order.refund.reference})` : ''} on {when(order.refund.at)}
              </Row>
            )}
          </dl>
        </div>
        {(order.shipment?.courier || order.cancellation?.reason) && (
          <div className="order-summary__card">
            <h3>{order.cancellation?.reason ? 'Cancellation' : 'Shipment'}</h3>
            <dl>
              {order.shipment?.courier && (
                <>
                  <Row label="Courier">{order.shipment.courier}</Row>
                  <Row label="Tracking">
                    {order.shipment.trackingUrl ? (
                      <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                        {order.shipment.trackingNumber}
                      </a>
                    ) : (
                      order.shipment.trackingNumber
                    )}
                  </Row>
                  {order.shipment.partB?.mode && <Row label="E-way bill Part B">{partBWords(order.shipment.partB)}</Row>}
                </>
              )}
              {order.cancellation?.reason && <Row label="Reason">{order.cancellation.reason}</Row>}
            </dl>
          </div>
        )}
      </div>

      <table className="order-summary__lines">
        <thead>
          <tr>
            <th>Code</th>
            <th>Product</th>
            <th>Size</th>
            <th className="num">Qty</th>
            <th className="num">Unit price</th>
            <th className="num">Line total</th>
          </tr>
        </thead>
        <tbody>
          {(order.lines ?? []).map((line, index) => (
            <tr key={line.id ?? index}>
              <td>{line.code}</td>
              <td>
                {line.name}
                {(order.shipment?.lots ?? [])
                  .filter((lot) => lot.code === line.code)
                  .map((lot) => (
                    <span key={lot.id ?? lot.lot} className="order-summary__lot">
                      Batch {lot.lot} · Exp. {expiryLabel(lot.expiry)} · {lot.quantity}
                    </span>
                  ))}
              </td>
              <td>{line.size}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{staffAmount(line.unitPrice)}</td>
              <td className="num">{staffAmount(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>Subtotal</th>
            <td className="num">{staffAmount(order.subtotal)}</td>
          </tr>
          {order.discount?.code && (
            <tr>
              <th colSpan={5}>
                Discount {order.discount.code} ({order.discount.percent} %)
              </th>
              <td className="num">− {staffAmount(order.discount.amount ?? 0)}</td>
            </tr>
          )}
          <tr className="order-summary__total">
            <th colSpan={5}>Total</th>
            <td className="num">{staffAmount(order.total)}</td>
          </tr>
        </tfoot>
      </table>

      <div>
        <h3>Status history</h3>
        <ol className="order-summary__timeline">
          {(order.statusHistory ?? []).map((entry, index) => (
            <li key={entry.id ?? index}>
              <strong>{entry.status}</strong>{' '}
              <span className="order-summary__muted">
                {when(entry.at)} · {entry.by ?? 'system'}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
