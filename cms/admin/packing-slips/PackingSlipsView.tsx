import type { AdminViewServerProps } from 'payload'

import { hasRole } from '../../access/roles'
import { idsFrom, loadEwayBills, loadSlipOrders, MAX_SLIPS } from '../packing-slips/load-orders'
import { PackingSlip } from '../packing-slips/PackingSlip'
import { PrintButton } from '../packing-slips/PrintButton'
import '../packing-slips/packing-slips.scss'

/**
 * `/admin/packing-slips?ids=<id>,<id>`: one printable A4 page per order, for order managers. A custom admin view
 * without the admin's navigation, so what is on screen is what prints.
 */
export default async function PackingSlipsView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { payload, user } = initPageResult.req
  if (!hasRole(user, 'order-manager')) {
    return <Notice>Packing slips are for order managers.</Notice>
  }
  const ids = idsFrom(searchParams?.ids as string | string[] | undefined)
  if (ids.length === 0) return <Notice>Choose orders in the orders list, then print their packing slips.</Notice>
  if (ids.length > MAX_SLIPS) return <Notice>{`At most ${MAX_SLIPS} packing slips at a time; ${ids.length} were asked for.`}</Notice>

  const [orders, settings] = await Promise.all([
    loadSlipOrders(payload, user, ids),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  if (orders.length === 0) return <Notice>No such orders.</Notice>
  const ewayBills = await loadEwayBills(payload, orders)
  const sender = { name: settings.companyName, address: settings.address }
  return (
    <main className="packing-slips">
      <div className="packing-slips__bar">
        <a href="/admin/collections/orders">← Orders</a>
        <span>
          {orders.length} {orders.length === 1 ? 'packing slip' : 'packing slips'}
          {orders.length < ids.length ? ` (${ids.length - orders.length} not found)` : ''}
        </span>
        <PrintButton label="Print" />
      </div>
      {orders.map((order) => (
        <PackingSlip key={order.id} order={order} sender={sender} ewayBill={ewayBills.get(String(order.id))} />
      ))}
    </main>
  )
}

function Notice({ children }: { children: string }) {
  return (
    <main className="packing-slips packing-slips--notice">
      <p>{children}</p>
      <a href="/admin/collections/orders">← Orders</a>
    </main>
  )
}
