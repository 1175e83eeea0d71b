import type { ReactNode } from 'react'

import type { Order } from '@contract'
import { lotLabel } from '@contract/lots'
import { formatRupees } from '@contract/money'
import { paymentWords, stockHoldLapsedWords } from '@contract/payment-words'

import { OrderStatus } from './order-status-icon'
import { PayNow } from './pay-now'
import { TaxDocumentLinks } from './tax-document-links'

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

function formatDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date)
}

/** Who carries a shipped order, with the courier's tracking page when there is one. */
function ShipmentLine({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  return (
    <p className="mt-2 text-slate-700" data-testid="order-shipment">
      Shipped with {shipment.courier} · Tracking number{' '}
      {shipment.trackingUrl ? (
        <a href={shipment.trackingUrl} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
          {shipment.trackingNumber}
        </a>
      ) : (
        <span className="font-medium">{shipment.trackingNumber}</span>
      )}
    </p>
  )
}

/** One order of Order History: id, date (and who placed it, when another member of the buyer's company did), status,
 * items, total in rupees, the delivery address and, once shipped, the courier with a tracking link; an online order
 * still to be paid offers its payment to the buyer who placed it; `actions` (what the reader can do with it) close the card. */
export function OrderCard({ order, actions }: { order: Order; actions?: ReactNode }) {
  const { address } = order
  const holdLapsed = order.stockHoldLapsedAt
    ? stockHoldLapsedWords({ ...order, total: order.totalAmount }, formatDate(order.stockHoldLapsedAt))
    : null
  return (
    <article
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="order-card"
      aria-labelledby={`order-${order.orderId}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={`order-${order.orderId}`} className="font-semibold text-slate-900">
            Order ID: {order.orderId}
          </h3>
          <p className="text-sm text-slate-600">
            Ordered on <time dateTime={order.date}>{formatDate(order.date)}</time>
            {order.placedBy ? <span data-testid="order-placed-by"> by {order.placedBy}</span> : null}
          </p>
        </div>
        <OrderStatus status={order.status} />
      </header>
      {holdLapsed ? (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-testid="order-hold-lapsed">
          {holdLapsed}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-100">
        {order.items.map((item, index) => (
          <li key={`${item.code}-${item.size}-${index}`} className="flex items-center gap-3 py-3">
            <div className="h-14 w-14 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              {item.image ? (
                <img
                  src={item.image}
                  alt={item.productName}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              ) : null}
            </div>
            <div className="min-w-0 text-sm">
              <p className="font-medium text-slate-900">{item.productName}</p>
              <p className="text-slate-700">
                Quantity: {item.quantity} · Size: {item.size} · Code: {item.code}
              </p>
              {item.lots.map((lot) => (
                <p key={`${lot.lot}-${lot.expiry}`} className="text-slate-600" data-testid="order-item-lot">
                  {lotLabel(lot)}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid gap-4 border-t border-slate-200 pt-3 text-sm sm:grid-cols-2">
        <div>
          <p className="font-medium text-slate-900">Delivery address</p>
          <p className="text-slate-700">
            {address.doorNo}, {address.streetName}
          </p>
          <p className="text-slate-700">
            {address.city}, {address.state} - {address.pincode}
          </p>
          {address.landMark ? <p className="text-slate-700">Landmark: {address.landMark}</p> : null}
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
        </div>
        <div className="sm:text-right">
          <p className="text-slate-700">{paymentWords({ ...order, total: order.totalAmount })}</p>
          {order.discount.code ? (
            <p className="text-slate-700">
              Discount {order.discount.code}: - {formatRupees(order.discount.amount)}
            </p>
          ) : null}
          <p className="text-base font-semibold text-slate-900">
            Total: <span data-testid="order-total">{formatRupees(order.totalAmount)}</span>
          </p>
        </div>
      </div>
      <TaxDocumentLinks order={order} />
      {/* Another member's order is theirs to pay: the reader sees it, and its documents. */}
      {order.placedBy ? null : <PayNow order={order} />}
      {actions}
    </article>
  )
}
