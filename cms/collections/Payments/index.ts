import type { CollectionConfig, FilterOptionsProps, Where } from 'payload'

import { adminsOnly, orderManagers } from '../../access'
import { paiseField } from '../../fields/money'
import { checkPaymentOrders } from './hooks/check-payment-orders'
import { markOrdersPaid } from './hooks/mark-orders-paid'

/** The admin offers the unpaid account orders of the payment's customer. */
function unpaidAccountOrdersOfTheCustomer({ data }: FilterOptionsProps): Where {
  const conditions: Where[] = [{ paymentType: { equals: 'ACCOUNT' } }, { paymentStatus: { not_equals: 'PAID' } }]
  if (data?.customer) conditions.push({ customer: { equals: data.customer } })
  return { and: conditions }
}

/**
 * Money received from a buyer paying on account (docs/decisions/033): amount, day, the bank's or cheque's reference
 * and the account orders it settles, which then become PAID. Only the amount of those orders is accepted. A payment is
 * a record of money received: admins alone may correct or delete one, and doing so never sets an order unpaid.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment received', plural: 'Payments received' },
  admin: { useAsTitle: 'reference', defaultColumns: ['date', 'customer', 'amount', 'reference', 'orders'], group: 'Shop' },
  defaultSort: '-date',
  access: { read: orderManagers, create: orderManagers, update: adminsOnly, delete: adminsOnly },
  hooks: { beforeChange: [checkPaymentOrders], afterChange: [markOrdersPaid] },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    paiseField('amount', 'Amount', { required: true }),
    {
      name: 'date',
      label: 'Received on',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'reference', type: 'text', required: true, maxLength: 100, admin: { description: 'UTR, cheque number or receipt number' } },
    {
      name: 'orders',
      label: 'Against orders',
      type: 'relationship',
      relationTo: 'orders',
      hasMany: true,
      required: true,
      filterOptions: unpaidAccountOrdersOfTheCustomer,
    },
  ],
}
