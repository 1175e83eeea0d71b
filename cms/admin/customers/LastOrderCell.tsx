import type { Payload } from 'payload'

import { shopDateTime } from '../../lib/shop-time'
import { customerOrders } from './customer-orders'

/** The customers list's "Last order" column: when, and which order. */
export default async function LastOrderCell({ payload, rowData }: { payload: Payload; rowData: { id: string } }) {
  const { last } = await customerOrders(payload, rowData.id)
  if (!last) return <span>—</span>
  return (
    <a href={`/admin/collections/orders/${last.id}`}>
      {shopDateTime(last.createdAt).slice(0, 10)} · {last.orderId}
    </a>
  )
}
