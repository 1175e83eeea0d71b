import type { UIField } from 'payload'

const column = (name: string, label: string, Cell: string): UIField => ({
  name,
  label,
  type: 'ui',
  admin: { components: { Cell } },
})

/** Read-only columns of the staff's customers list, worked out when the list renders; nothing is stored. */
export const customerListColumns: UIField[] = [
  column('phone', 'Phone', '/admin/customers/PhoneCell'),
  column('orderCount', 'Orders', '/admin/customers/OrderCountCell'),
  column('lastOrder', 'Last order', '/admin/customers/LastOrderCell'),
]
