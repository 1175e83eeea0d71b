import type { CollectionConfig } from 'payload'

import { adminsOnly, createdByCheckoutOnly, orderManagersOrShipping, orderManagersOrWarehouseField, ownerOrOrderStaff } from '../../access'
import { paiseField } from '../../fields/money'
import { ownerField } from '../../fields/owner'
import { withAuditTrail } from '../../hooks/with-audit-trail'
import { ADDRESS_TYPES, ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_TYPES } from '../../contract'
import { orderAudit } from '../../lib/audit/specs'
import { buyerTaxFields } from './buyer-tax'
import { issueTaxDocuments } from './issue-tax-documents'
import { withReadOnlySnapshot } from './snapshot'
import { applyStatusAction } from './fulfilment'
import { fulfilmentFields } from './fulfilment-fields'
import { enforceStatusWorkflow } from './hooks/enforce-status-workflow'
import { keepPaidOrdersPaid } from './hooks/keep-paid-orders-paid'
import { notifyOrderChange } from './hooks/notify-order-change'
import { openOrder } from './hooks/open-order'
import { releaseStockOnCancel } from './hooks/release-stock-on-cancel'
import { indexOrderForSearch } from './search-text'
import { stockHoldField } from './stock-hold-field'

const readOnly = { readOnly: true }

/**
 * Orders are created only by the shop API (from a server-priced cart). Staff move them through the status
 * workflow; everything else on an order is a snapshot taken when it was placed.
 */
export const Orders: CollectionConfig = withAuditTrail(
  orderAudit,
  withReadOnlySnapshot({
    slug: 'orders',
    admin: {
      useAsTitle: 'orderId',
      defaultColumns: ['orderId', 'createdAt', 'customer', 'address', 'total', 'paymentType', 'paymentStatus', 'status'],
      listSearchableFields: ['orderId', 'searchText'],
      group: 'Shop',
      components: {
        beforeList: ['/admin/orders/OrdersListTools'],
        edit: { beforeDocumentControls: ['/admin/orders/OrderPackingSlipButton'] },
      },
    },
    defaultSort: '-createdAt',
    indexes: [
      // The list filtered by status, newest first: without it SQLite sorts every order of that status (years of DELIVERED).
      { fields: ['status', 'createdAt'] },
      // The list's search (a `like` on both texts, newest first, and its count) reads this index instead of every order's row.
      { fields: ['createdAt', 'orderId', 'searchText'] },
    ],
    access: {
      read: ownerOrOrderStaff,
      create: createdByCheckoutOnly,
      update: orderManagersOrShipping,
      delete: adminsOnly,
    },
    hooks: {
      // applyStatusAction after the checks: it may refund through Razorpay, which must happen only once every other
      // check passed; tax documents (invoice on SHIPPED, credit note on CANCELLED) are numbered last.
      beforeChange: [openOrder, indexOrderForSearch, enforceStatusWorkflow, keepPaidOrdersPaid, applyStatusAction, issueTaxDocuments],
      afterChange: [releaseStockOnCancel, notifyOrderChange],
    },
    fields: [
      { name: 'summary', type: 'ui', admin: { components: { Field: '/admin/orders/OrderSummary#OrderSummary' } } },
      { name: 'orderId', label: 'Order ID', type: 'text', unique: true, index: true, admin: readOnly },
      ownerField,
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'ORDERED',
        index: true,
        options: ORDER_STATUSES.map((status) => ({ label: status, value: status })),
        access: { update: orderManagersOrWarehouseField },
        // Changed with the status actions of the summary, which offer only the allowed moves and ask what each needs.
        admin: { position: 'sidebar', readOnly: true },
      },
      {
        name: 'lines',
        type: 'array',
        admin: readOnly,
        fields: [
          { name: 'product', type: 'relationship', relationTo: 'products' },
          { name: 'name', type: 'text', required: true },
          { name: 'image', type: 'text' },
          {
            type: 'row',
            fields: [
              { name: 'size', type: 'text' },
              { name: 'code', type: 'text' },
              { name: 'quantity', type: 'number', required: true },
            ],
          },
          {
            type: 'row',
            fields: [paiseField('unitPrice', 'Unit price', { required: true }), paiseField('lineTotal', 'Line total', { required: true })],
          },
        ],
      },
      {
        name: 'address',
        label: 'Delivery address',
        type: 'group',
        admin: { ...readOnly, components: { Cell: '/admin/orders/ShipToCell#ShipToCell' } },
        fields: [
          { name: 'type', type: 'select', options: [...ADDRESS_TYPES] },
          { name: 'doorNo', type: 'text' },
          { name: 'streetName', type: 'text' },
          { name: 'landMark', type: 'text' },
          { name: 'city', type: 'text' },
          { name: 'state', type: 'text' },
          { name: 'pincode', type: 'text' },
        ],
      },
      buyerTaxFields,
      paiseField('subtotal', 'Subtotal', { required: true, admin: readOnly }),
      {
        name: 'discount',
        type: 'group',
        admin: readOnly,
        fields: [{ name: 'code', type: 'text' }, { name: 'percent', type: 'number' }, paiseField('amount', 'Discount amount')],
      },
      paiseField('total', 'Total', { required: true, admin: { ...readOnly, position: 'sidebar' } }),
      {
        name: 'paymentType',
        type: 'select',
        required: true,
        options: [...PAYMENT_TYPES],
        admin: { ...readOnly, position: 'sidebar' },
      },
      {
        name: 'paymentStatus',
        type: 'select',
        required: true,
        defaultValue: 'PENDING',
        options: [...PAYMENT_STATUSES],
        admin: { position: 'sidebar' },
      },
      { name: 'paidAt', type: 'date', admin: { ...readOnly, position: 'sidebar' } },
      { name: 'cart', type: 'relationship', relationTo: 'carts', unique: true, admin: { ...readOnly, position: 'sidebar' } },
      {
        name: 'company',
        type: 'relationship',
        relationTo: 'companies',
        maxDepth: 0,
        index: true,
        admin: {
          ...readOnly,
          position: 'sidebar',
          description: "The buyer's company when they ordered: the order stays with it, on its credit and its statement",
        },
      },
      {
        name: 'approvedBy',
        label: 'Approved by',
        type: 'relationship',
        relationTo: 'customers',
        maxDepth: 0,
        admin: { ...readOnly, position: 'sidebar', description: "The company's approver who placed the buyer's request" },
      },
      {
        name: 'approverName',
        label: "Approver's name",
        type: 'text',
        admin: {
          ...readOnly,
          position: 'sidebar',
          description: 'As it was when they approved: printed on the invoice and the packing slip',
        },
      },
      {
        name: 'razorpay',
        type: 'group',
        admin: readOnly,
        fields: [
          { name: 'orderId', type: 'text', index: true },
          { name: 'paymentId', type: 'text' },
          { name: 'cancelledAt', type: 'date' },
        ],
      },
      stockHoldField,
      {
        name: 'statusHistory',
        type: 'array',
        admin: readOnly,
        fields: [
          { name: 'status', type: 'select', options: [...ORDER_STATUSES], required: true },
          { name: 'at', type: 'date', required: true },
          { name: 'by', type: 'text' },
        ],
      },
      ...fulfilmentFields,
    ],
  }),
)
