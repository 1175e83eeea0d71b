import type { LotMovements } from '../../contract/stock-reports'
import { shopDateTime } from '../../lib/shop-time'

/** A lot's movements, oldest first, with the balance after each; opened from a row of the stock view. */
export function LotHistory({
  asked,
  history,
  closeHref,
}: {
  asked: { code: string; lot: string }
  history: LotMovements | null
  closeHref: string
}) {
  return (
    <section aria-label="Movement history" className="stock-view__history">
      <h2>
        Movements of lot {history?.lot ?? asked.lot} · {asked.code} <a href={closeHref}>Close</a>
      </h2>
      {history === null ? (
        <p className="stock-view__muted">This lot has no movements.</p>
      ) : (
        <div className="staff-table">
          <table>
            <thead>
              <tr>
                <th>When</th>
                <th>Type</th>
                <th className="num">Qty</th>
                <th>Location</th>
                <th>Who</th>
                <th>Document</th>
                <th>Reason</th>
                <th className="num">On hand after</th>
                <th className="num">Reserved after</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((movement) => (
                <tr key={movement.id}>
                  <td>{shopDateTime(movement.at)}</td>
                  <td>{movement.type}</td>
                  <td className="num">{movement.quantity > 0 ? `+${movement.quantity}` : movement.quantity}</td>
                  <td>{movement.location}</td>
                  <td>{movement.who}</td>
                  <td>{movement.document ?? ''}</td>
                  <td>{movement.reason ?? ''}</td>
                  <td className="num">{movement.onHandAfter}</td>
                  <td className="num">{movement.reservedAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
