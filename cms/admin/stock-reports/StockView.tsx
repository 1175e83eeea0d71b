import type { AdminViewServerProps } from 'payload'

import { expiryLabel } from '../../contract/lots'
import { stockReportQuerySchema, type StockReportRow } from '../../contract/stock-reports'
import { LotHistory } from './LotHistory'
import { readsStockReports } from './StockNavLink'
import { downloadHref, reportQueryOf, STOCK_TABS, stockViewAsk, viewHref, type StockViewAsk } from './stock-tabs'
import { lotMovements, stockReport } from '../../services/for-collections'
import { StaffTemplate } from '../StaffTemplate'
import '../shared/staff-tables.scss'
import './stock.scss'

/** Rows shown on the page; the downloads hold every row. */
const SHOWN_ROWS = 500

/**
 * `/admin/stock`: stock on hand by code, lot and location (filter by code and location, download CSV or XLSX), lots
 * expiring within N days, codes below their reorder level, and a lot's movement history (open it from its row); and
 * the sale register by lot as a download. For admins, order managers and the warehouse.
 */
export default async function StockView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!readsStockReports(req.user)) {
    return (
      <StaffTemplate view={view}>
        <main className="stock-view">
          <h1>Stock</h1>
          <p>The stock reports are for admins, order managers and the warehouse.</p>
        </main>
      </StaffTemplate>
    )
  }
  const ask = stockViewAsk(view.searchParams)
  const query = stockReportQuerySchema.parse(reportQueryOf(ask))
  const [report, locations, history] = await Promise.all([
    stockReport(req.payload, query),
    req.payload.find({ collection: 'stock-locations', select: { name: true, code: true }, sort: 'name', depth: 0, pagination: false, req }),
    ask.history ? lotMovements(req.payload, ask.history.code, ask.history.lot) : Promise.resolve(null),
  ])
  return (
    <StaffTemplate view={view}>
      <main className="stock-view">
        <h1>Stock</h1>
        <nav className="stock-view__tabs" aria-label="Stock reports">
          {STOCK_TABS.map((tab) => (
            <a key={tab.id} href={viewHref({ ...ask, tab: tab.id }, {})} aria-current={tab.id === ask.tab ? 'page' : undefined}>
              {tab.label}
            </a>
          ))}
        </nav>
        <form method="get" className="staff-filters" aria-label="Filter the stock">
          <input type="hidden" name="tab" value={ask.tab} />
          <label>
            Code starts with
            <input name="code" defaultValue={ask.code ?? ''} autoComplete="off" placeholder="e.g. NS 30" />
          </label>
          <label>
            Location
            <select name="location" defaultValue={ask.location ?? ''}>
              <option value="">Every location</option>
              {locations.docs.map((location) => (
                <option key={location.id} value={location.code}>
                  {location.name}
                </option>
              ))}
            </select>
          </label>
          {ask.tab === 'expiring' && (
            <label>
              Expiring within (days)
              <input type="number" name="days" min={0} max={3650} defaultValue={ask.days} />
            </label>
          )}
          <button type="submit">Show</button>
        </form>
        {ask.history && <LotHistory asked={ask.history} history={history} closeHref={viewHref(ask, {})} />}
        <Rows rows={report.data} ask={ask} />
        <SaleRegisterForm today={report.today} />
      </main>
    </StaffTemplate>
  )
}

const days = (row: StockReportRow) =>
  row.daysToExpiry === null ? '' : row.daysToExpiry < 0 ? `expired ${-row.daysToExpiry} d ago` : `${row.daysToExpiry} d`

function Rows({ rows, ask }: { rows: StockReportRow[]; ask: StockViewAsk }) {
  const units = rows.reduce((sum, row) => sum + row.available, 0)
  return (
    <section aria-label="Stock rows" className="stock-view__rows">
      <p className="stock-view__summary">
        {rows.length} {rows.length === 1 ? 'row' : 'rows'}, {units} available
        {rows.length > SHOWN_ROWS ? ` (the first ${SHOWN_ROWS} shown; the downloads hold all)` : ''} ·{' '}
        <a href={downloadHref(ask, 'csv')} download>
          Download CSV
        </a>{' '}
        ·{' '}
        <a href={downloadHref(ask, 'xlsx')} download>
          Download XLSX
        </a>
      </p>
      {rows.length === 0 ? (
        <p className="stock-view__muted">Nothing to show for these filters.</p>
      ) : (
        <div className="staff-table">
          <table>
            <thead>
              <tr>
                <th>Code</th>
                <th>Product</th>
                <th>Lot</th>
                <th>Exp.</th>
                <th>Location</th>
                <th className="num">On hand</th>
                <th className="num">Reserved</th>
                <th className="num">Available</th>
                <th className="num">To expiry</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN_ROWS).map((row) => (
                <tr
                  key={`${row.code}-${row.lot}-${row.location}`}
                  className={row.daysToExpiry !== null && row.daysToExpiry < 0 ? 'expired' : undefined}
                >
                  <td>{row.code}</td>
                  <td>{row.product}</td>
                  <td>
                    {row.lot ? (
                      <a href={viewHref(ask, { history: row.code, lot: row.lot })} title="Movement history">
                        {row.lot}
                      </a>
                    ) : (
                      'none in stock'
                    )}
                  </td>
                  <td>{row.expiry ? expiryLabel(row.expiry) : ''}</td>
                  <td>{row.location ?? ''}</td>
                  <td className="num">{row.onHand}</td>
                  <td className="num">{row.reserved}</td>
                  <td className="num">{row.available}</td>
                  <td className="num">{days(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function SaleRegisterForm({ today }: { today: string }) {
  const firstOfMonth = `${today.slice(0, 8)}01`
  return (
    <form method="get" action="/api/staff/stock/sale-register" className="staff-filters" aria-label="Sale register by lot">
      <h2>Sale register by lot</h2>
      <label>
        Shipped from
        <input type="date" name="from" defaultValue={firstOfMonth} required />
      </label>
      <label>
        to
        <input type="date" name="to" defaultValue={today} required />
      </label>
      <input type="hidden" name="format" value="csv" />
      <button type="submit">Download CSV</button>
    </form>
  )
}
