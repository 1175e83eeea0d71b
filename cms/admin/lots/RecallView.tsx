import type { AdminViewServerProps } from 'payload'

import { expiryLabel, lotRecallQuerySchema, type LotRecipient } from '../../contract/lots'
import { shopDateTime } from '../../lib/shop-time'
import { lotRecipients } from '../../services/for-collections'
import { refusedUnless, StaffTemplate } from '../StaffTemplate'
import '../shared/staff-tables.scss'
import './recall.scss'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * `/admin/lot-recall`: who received a lot. Staff search a lot number, or a product with an expiry range, and get every
 * order, buyer, date and quantity, with the same answer as a CSV (`GET /api/staff/lots`). Order managers only.
 */
export default async function RecallView(view: AdminViewServerProps) {
  const refused = refusedUnless(view, 'order-manager', {
    title: 'Lot recall',
    reason: 'The lot recall lookup is for order managers.',
    className: 'lot-recall',
  })
  if (refused) return refused
  const { req } = view.initPageResult
  const { searchParams } = view
  const asked = {
    lot: text(searchParams?.lot),
    product: text(searchParams?.product),
    from: text(searchParams?.from),
    to: text(searchParams?.to),
  }
  const present = Object.fromEntries(Object.entries(asked).filter(([, value]) => value))
  const parsed = Object.keys(present).length > 0 ? lotRecallQuerySchema.safeParse(present) : null
  const [products, rows] = await Promise.all([
    req.payload.find({ collection: 'products', select: { name: true }, sort: 'name', depth: 0, limit: 1000, pagination: false, req }),
    parsed?.success
      ? lotRecipients(
          req,
          parsed.data.lot ? { lot: parsed.data.lot } : { product: parsed.data.product, from: parsed.data.from, to: parsed.data.to },
        )
      : Promise.resolve(null),
  ])
  const csvHref = `/api/staff/lots?${new URLSearchParams({ ...present, format: 'csv' }).toString()}`
  return (
    <StaffTemplate view={view}>
      <main className="lot-recall">
        <h1>Lot recall</h1>
        <p className="lot-recall__muted">
          Every order that received a lot: buyer, date shipped and quantity. Lots are recorded when an order ships.
        </p>
        <div className="lot-recall__forms">
          <form method="get" className="staff-filters" aria-label="Search by lot number">
            <label>
              Lot / batch number
              <input name="lot" defaultValue={asked.lot ?? ''} required autoComplete="off" />
            </label>
            <button type="submit">Find orders</button>
          </form>
          <form method="get" className="staff-filters" aria-label="Search by product and expiry">
            <label>
              Product
              <select name="product" defaultValue={asked.product ?? ''} required>
                <option value="">Choose a product</option>
                {products.docs.map((product) => (
                  <option key={product.id} value={String(product.id)}>
                    {product.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Expiry from
              <input type="month" name="from" defaultValue={asked.from ?? ''} />
            </label>
            <label>
              Expiry to
              <input type="month" name="to" defaultValue={asked.to ?? ''} />
            </label>
            <button type="submit">Find orders</button>
          </form>
        </div>
        {parsed && !parsed.success && (
          <p role="alert" className="lot-recall__error">
            {parsed.error.issues.map((issue) => issue.message).join(' ')}
          </p>
        )}
        {rows && <Results rows={rows} csvHref={csvHref} />}
      </main>
    </StaffTemplate>
  )
}

function Results({ rows, csvHref }: { rows: LotRecipient[]; csvHref: string }) {
  if (rows.length === 0) return <p className="lot-recall__muted">No shipped order received it.</p>
  const units = rows.reduce((sum, row) => sum + row.quantity, 0)
  const orders = new Set(rows.map((row) => row.orderId)).size
  return (
    <section aria-label="Orders that received it">
      <p className="lot-recall__summary">
        {orders} {orders === 1 ? 'order' : 'orders'}, {units} {units === 1 ? 'unit' : 'units'} ·{' '}
        <a href={csvHref} download>
          Download CSV
        </a>
      </p>
      <div className="staff-table">
        <table>
          <thead>
            <tr>
              <th>Order</th>
              <th>Shipped</th>
              <th>Customer</th>
              <th>Phone</th>
              <th>Email</th>
              <th>Code</th>
              <th>Lot</th>
              <th>Exp.</th>
              <th className="num">Qty</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.orderId}-${row.code}-${row.lot}-${row.expiry}`}>
                <td>
                  <a href={`/admin/collections/orders?search=${encodeURIComponent(row.orderId)}`}>{row.orderId}</a>
                </td>
                <td>{shopDateTime(row.date)}</td>
                <td>{row.customer.name}</td>
                <td>{row.customer.phone}</td>
                <td>{row.customer.email}</td>
                <td>{row.code}</td>
                <td>{row.lot}</td>
                <td>{expiryLabel(row.expiry)}</td>
                <td className="num">{row.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
