import type { Payload } from 'payload'

import { adminListUrl } from '../dashboard/admin-links'
import { customerOrders } from './customer-orders'

/** The customers list's "Orders" column: how many, linking to that customer's orders. */
export default async function OrderCountCell({ payload, rowData }: { payload: Payload; rowData: { id: string } }) {
  const { count } = await customerOrders(payload, rowData.id)
  if (count === 0) return <span>0</span>
  return <a href={adminListUrl('orders', { customer: { equals: rowData.id } })}>{count}</a>
}
