import { expiryLabel } from '../../contract/lots'
import { paymentWords } from '../../contract/payment-words'
import { shopDateTime } from '../../lib/shop-time'
import type { EwayBill } from '../../services/for-collections'
import { code128Svg } from '../packing-slips/barcode'
import type { SlipOrder } from '../packing-slips/load-orders'

type Props = {
  order: SlipOrder
  sender: { name: string; address: string }
  /** The e-way bill the goods travel with, when the order's invoice has one. */
  ewayBill?: EwayBill | null
}

/** One order's A4 page for the packing table: where it goes, what goes in the box. No prices. */
export function PackingSlip({ order, sender, ewayBill }: Props) {
  const customer = typeof order.customer === 'object' ? order.customer : null
  const address = order.address ?? {}
  const street = [address.doorNo, address.streetName].filter(Boolean).join(', ')
  const lines = order.lines ?? []
  const units = lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0)
  const orderId = order.orderId ?? String(order.id)
  return (
    <article className="packing-slip" aria-label={`Packing slip ${orderId}`}>
      <header className="packing-slip__head">
        <div>
          <h1 className="packing-slip__title">Packing slip</h1>
          <p className="packing-slip__meta">
            Order <strong>{orderId}</strong> · placed {shopDateTime(order.createdAt)} · {paymentWords(order)}
          </p>
          {order.poNumber || order.costCentre || order.approverName ? (
            <p className="packing-slip__meta">
              {[
                order.poNumber ? `PO number ${order.poNumber}` : null,
                order.costCentre ? `Cost centre ${order.costCentre}` : null,
                order.approverName ? `Approved by ${order.approverName}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {ewayBill && (
            <p className="packing-slip__meta">
              E-way bill No <strong>{ewayBill.number}</strong>
              {ewayBill.validUntil ? ` · valid until ${shopDateTime(ewayBill.validUntil)}` : ''}
            </p>
          )}
        </div>
        <div
          className="packing-slip__barcode"
          role="img"
          aria-label={`Barcode ${orderId}`}
          dangerouslySetInnerHTML={{ __html: code128Svg(orderId) }}
        />
      </header>

      <section className="packing-slip__addresses">
        <div className="packing-slip__ship-to">
          <h2>Ship to</h2>
          <p>
            <strong>{customer?.name}</strong>
            <br />
            {street}
            {address.landMark ? (
              <>
                <br />
                {address.landMark}
              </>
            ) : null}
            <br />
            {address.city}, {address.state} {address.pincode}
            {customer ? (
              <>
                <br />
                Phone {customer.countryCode} {customer.phoneNumber}
              </>
            ) : null}
          </p>
        </div>
        <div className="packing-slip__from">
          <h2>From</h2>
          <p>
            <strong>{sender.name}</strong>
            <br />
            {sender.address}
          </p>
        </div>
      </section>

      <table className="packing-slip__lines">
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Product</th>
            <th scope="col">Size</th>
            <th scope="col">Batch No. · Exp.</th>
            <th scope="col" className="packing-slip__qty">
              Quantity
            </th>
            <th scope="col" className="packing-slip__check">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id ?? index}>
              <td className="packing-slip__code">{line.code}</td>
              <td>{line.name}</td>
              <td>{line.size}</td>
              <td className="packing-slip__lots">
                {/* Blank until the order ships: the packer writes the lots taken from the shelf. */}
                {(order.shipment?.lots ?? [])
                  .filter((lot) => lot.code === line.code)
                  .map((lot) => (
                    <span key={lot.id ?? lot.lot}>
                      {lot.lot} · {expiryLabel(lot.expiry)} × {lot.quantity}
                    </span>
                  ))}
              </td>
              <td className="packing-slip__qty">{line.quantity}</td>
              <td className="packing-slip__check">☐</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {lines.length} {lines.length === 1 ? 'line' : 'lines'}
            </th>
            <td className="packing-slip__qty">{units}</td>
            <td />
          </tr>
        </tfoot>
      </table>

      <footer className="packing-slip__sign">
        <span>Packed by</span>
        <span>Checked by</span>
      </footer>
    </article>
  )
}
