import { csvText } from '../lib/csv'
import { shopDateTime } from '../lib/shop-time'
import type { Order } from '../payload-types'

/** Tax data of one order line: as the order's invoice froze it when it has one, else the product's current values. */
export type LineTax = { hsnCode: string | null; gstRate: number | null }

export type OrderContext = {
  customerName: string
  gstin: string | null
  taxOf(line: OrderLine, index: number): LineTax
}

type OrderLine = NonNullable<Order['lines']>[number]

/** The fields of an order the CSV shows. */
export type ExportedOrder = Pick<
  Order,
  | 'id'
  | 'orderId'
  | 'createdAt'
  | 'customer'
  | 'gstin'
  | 'address'
  | 'lines'
  | 'discount'
  | 'total'
  | 'paymentType'
  | 'paymentStatus'
  | 'status'
>

export const CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Customer',
  'GSTIN',
  'State',
  'Code',
  'HSN',
  'GST rate (%)',
  'Quantity',
  'Unit price (INR)',
  'Line total (INR)',
  'Discount (INR)',
  'Order total (INR)',
  'Payment type',
  'Payment status',
  'Status',
] as const

const rupees = (paise: number | null | undefined) => ((paise ?? 0) / 100).toFixed(2)

/** The CSV rows of one order, one per line; an order without lines still gets a row so totals add up. */
export function orderRows(order: ExportedOrder, context: OrderContext): (string | number)[][] {
  const shared = {
    id: order.orderId ?? order.id,
    date: shopDateTime(order.createdAt),
    state: order.address?.state ?? '',
    discount: rupees(order.discount?.amount),
    total: rupees(order.total),
  }
  const row = (line: OrderLine | null, index: number) => {
    const tax = line ? context.taxOf(line, index) : { hsnCode: null, gstRate: null }
    return [
      shared.id,
      shared.date,
      context.customerName,
      context.gstin ?? '',
      shared.state,
      line?.code ?? '',
      tax.hsnCode ?? '',
      tax.gstRate ?? '',
      line?.quantity ?? '',
      line ? rupees(line.unitPrice) : '',
      line ? rupees(line.lineTotal) : '',
      shared.discount,
      shared.total,
      order.paymentType,
      order.paymentStatus,
      order.status,
    ]
  }
  const lines = order.lines ?? []
  return lines.length === 0 ? [row(null, 0)] : lines.map(row)
}

/** CSV text for rows; the file's first piece starts with the header (and a BOM so spreadsheets read UTF-8). */
export function toCsv(rows: (string | number)[][], withHeader: boolean): string {
  return withHeader ? csvText([CSV_COLUMNS, ...rows], { bom: true }) : csvText(rows)
}
