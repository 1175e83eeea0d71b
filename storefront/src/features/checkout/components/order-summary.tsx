import type { Order } from '@contract'
import { formatRupees } from '@contract/money'
import { paymentNextStep, paymentWords } from '@contract/payment-words'

import { AddressLines } from '@/components/address-lines'

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' })

/**
 * An order as the confirmation page shows it: id, date, payment, the PO number and GST registration it is invoiced
 * to, lines, amounts and delivery address.
 */
export function OrderSummary({ order }: { order: Order }) {
  const payment = { ...order, total: order.totalAmount }
  const nextStep = paymentNextStep(payment)
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Order ID</dt>
          <dd className="font-semibold text-slate-900" data-testid="confirmed-order-id">
            {order.orderId}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Date</dt>
          <dd className="text-slate-900">
            <time dateTime={order.date}>{dateFormat.format(new Date(order.date))}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Payment</dt>
          <dd className="text-slate-900">
            {paymentWords(payment)}
            {nextStep && <span className="block text-slate-700">{nextStep}</span>}
          </dd>
        </div>
        {order.poNumber ? (
          <div>
            <dt className="text-slate-600">PO number</dt>
            <dd className="text-slate-900" data-testid="confirmed-po-number">
              {order.poNumber}
            </dd>
          </div>
        ) : null}
        {order.location ? (
          <div>
            <dt className="text-slate-600">Company location</dt>
            <dd className="text-slate-900">{order.location}</dd>
          </div>
        ) : null}
        {order.costCentre ? (
          <div>
            <dt className="text-slate-600">Cost centre</dt>
            <dd className="text-slate-900">{order.costCentre}</dd>
          </div>
        ) : null}
        {order.approvedBy ? (
          <div>
            <dt className="text-slate-600">Approved by</dt>
            <dd className="text-slate-900">{order.approvedBy}</dd>
          </div>
        ) : null}
        {order.gstin ? (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">Invoice to</dt>
            <dd className="text-slate-900">
              {order.businessName ? `${order.businessName}, ` : ''}GSTIN {order.gstin}
            </dd>
          </div>
        ) : null}
      </dl>
      <h2 className="mt-6 font-semibold text-slate-900">Items</h2>
      <ul className="mt-2 divide-y divide-slate-100 border-y border-slate-100">
        {order.items.map((item, index) => (
          <li key={`${item.code}-${item.size}-${index}`} className="flex items-start justify-between gap-3 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.productName}</p>
              <p className="text-slate-700">
                Size {item.size} · Code {item.code} · {item.quantity} × {formatRupees(item.unitPrice)}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-slate-900">{formatRupees(item.unitPrice * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-6 text-sm sm:grid-cols-2">
        <div>
          <h2 className="font-semibold text-slate-900">Delivery address</h2>
          <AddressLines address={order.address} />
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 sm:justify-self-end">
          <dt className="text-slate-700">Subtotal</dt>
          <dd className="text-right text-slate-900">{formatRupees(order.subtotal)}</dd>
          {order.discount.code ? (
            <>
              <dt className="text-slate-700">Discount {order.discount.code}</dt>
              <dd className="text-right text-slate-900">- {formatRupees(order.discount.amount)}</dd>
            </>
          ) : null}
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-right text-base font-semibold text-slate-900" data-testid="confirmed-order-total">
            {formatRupees(order.totalAmount)}
          </dd>
        </dl>
      </div>
    </div>
  )
}
