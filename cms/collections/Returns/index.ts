import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody, orderManagers, ownerOrOrderManagers } from '../../access'
import { RETURN_KINDS, RETURN_REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, RETURN_STATUSES } from '../../contract/after-sale'
import { paiseField } from '../../fields/money'
import { requestOwnerField } from '../../fields/owner'
import { RETURNED_GOODS_ACTION_LABELS, RETURNED_GOODS_ACTIONS } from '../../contract/returned-goods'
import { REFUND_METHODS } from '../Orders/fulfilment-fields'
import { enforceReturnWorkflow } from './hooks/enforce-return-workflow'
import { keepRequestAsMade } from './hooks/keep-request-as-made'
import { notifyReturnChange } from './hooks/notify-return-change'
import { receiveGoods } from './hooks/receive-goods'
import { settleReturn } from './hooks/settle-return'

const readOnly = { readOnly: true }
const statusIs =
  (...statuses: string[]) =>
  (data: Partial<{ status: string }>) =>
    statuses.includes(data?.status ?? '')

/**
 * A buyer's request to return or replace lines of a delivered order (the order keeps its own four statuses). Made only
 * by the shop API; order managers move it REQUESTED → APPROVED (pickup) → RECEIVED → REFUNDED or REPLACED, or REJECTED
 * with a reason, here or with `PATCH /api/returns/{id}`.
 */
export const Returns: CollectionConfig = {
  slug: 'returns',
  labels: { singular: 'Return', plural: 'Returns' },
  admin: {
    useAsTitle: 'returnId',
    defaultColumns: ['returnId', 'createdAt', 'orderNumber', 'kind', 'reason', 'status'],
    listSearchableFields: ['returnId', 'orderNumber'],
    group: 'Shop',
  },
  defaultSort: '-createdAt',
  access: { read: ownerOrOrderManagers, create: nobody, update: orderManagers, delete: adminsOnly },
  hooks: {
    // settleReturn refunds through Razorpay: only after the move was checked.
    beforeChange: [keepRequestAsMade, enforceReturnWorkflow, receiveGoods, settleReturn],
    afterChange: [notifyReturnChange],
  },
  fields: [
    { name: 'summary', type: 'ui', admin: { components: { Field: '/admin/returns/ReturnSummary#ReturnSummary' } } },
    { name: 'returnId', label: 'Return ID', type: 'text', required: true, unique: true, index: true, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'REQUESTED',
      index: true,
      options: RETURN_STATUSES.map((value) => ({ label: RETURN_STATUS_LABELS[value], value })),
      // Changed with the summary's actions, which offer only the allowed moves and ask what each needs.
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      admin: { ...readOnly, condition: statusIs('REJECTED'), description: 'Required to reject; the buyer reads it.' },
    },
    {
      name: 'refundReference',
      label: 'Refund reference (cash on delivery)',
      type: 'text',
      admin: { hidden: true, description: 'The bank transfer’s reference, required to refund an order not paid through Razorpay.' },
    },
    requestOwnerField,
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    // Not `orderId`: SQLite would name its column `order_id`, the column of the `order` relationship.
    { name: 'orderNumber', label: 'Order ID', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'kind', type: 'select', required: true, options: [...RETURN_KINDS], admin: readOnly },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: RETURN_REASONS.map((value) => ({ label: RETURN_REASON_LABELS[value], value })),
      admin: readOnly,
    },
    { name: 'note', type: 'textarea', admin: readOnly },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true },
            { name: 'name', type: 'text', required: true },
            { name: 'size', type: 'text' },
            { name: 'quantity', type: 'number', required: true },
          ],
        },
      ],
    },
    {
      // Chosen per line on the move to RECEIVED (hooks/receive-goods.ts), fixed from then on.
      name: 'goods',
      label: 'Returned goods',
      type: 'array',
      admin: { ...readOnly, condition: (data) => (data?.goods ?? []).length > 0 },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text' },
            { name: 'quantity', type: 'number' },
            {
              name: 'action',
              label: 'Goods',
              type: 'select',
              options: RETURNED_GOODS_ACTIONS.map((value) => ({ label: RETURNED_GOODS_ACTION_LABELS[value], value })),
            },
            { name: 'writeOffReason', label: 'Write-off reason', type: 'text' },
          ],
        },
      ],
    },
    { name: 'photos', type: 'upload', relationTo: 'return-photos', hasMany: true, maxRows: 5, admin: readOnly },
    {
      name: 'refund',
      type: 'group',
      admin: { ...readOnly, condition: statusIs('REFUNDED') },
      fields: [
        {
          type: 'row',
          fields: [
            paiseField('amount', 'Amount'),
            { name: 'method', type: 'select', options: [...REFUND_METHODS] },
            { name: 'reference', type: 'text' },
            { name: 'at', type: 'date' },
          ],
        },
      ],
    },
    { name: 'creditNote', type: 'relationship', relationTo: 'tax-documents', admin: { ...readOnly, position: 'sidebar' } },
    { name: 'replacementOrder', type: 'relationship', relationTo: 'orders', admin: { ...readOnly, position: 'sidebar' } },
    {
      name: 'statusHistory',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'status', type: 'select', options: [...RETURN_STATUSES], required: true },
        { name: 'at', type: 'date', required: true },
        { name: 'by', type: 'text' },
      ],
    },
  ],
}
