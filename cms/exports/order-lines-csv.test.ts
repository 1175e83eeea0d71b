import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'

import type { Order } from '../payload-types'
import { CSV_COLUMNS, orderRows, toCsv } from './order-lines-csv'

const order = {
  id: 'o1',
  orderId: 'NS-1001',
  createdAt: '2026-11-22T20:15:00.000Z',
  status: 'ORDERED',
  paymentType: 'COD',
  paymentStatus: 'PENDING',
  subtotal: 470_000,
  total: 446_500,
  discount: { code: 'TEN', percent: 5, amount: 23_500 },
  address: { state: 'Haryana' },
  lines: [
    { product: 'p1', name: 'Suture', code: 'NW 2345', quantity: 2, unitPrice: 235_000, lineTotal: 470_000 },
    { product: 'p2', name: 'Gauze, "sterile"', code: 'GZ 1', quantity: 1, unitPrice: 0, lineTotal: 0 },
  ],
} as unknown as Order

const context = {
  customerName: 'City Hospital, Gurugram',
  gstin: '06ABCDE1234F1Z5',
  taxOf: (line: { product?: unknown }) => (line.product === 'p1' ? { hsnCode: '3006', gstRate: 5 } : { hsnCode: null, gstRate: null }),
}

describe('orders CSV', () => {
  it('gives one row per order line with the order fields repeated, money in rupees and the date in IST', () => {
    const rows = parse(toCsv(orderRows(order, context), true), { bom: true, columns: true }) as Record<string, string>[]
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS])
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({
      'Order ID': 'NS-1001',
      Date: '2026-11-23 01:45',
      Customer: 'City Hospital, Gurugram',
      GSTIN: '06ABCDE1234F1Z5',
      State: 'Haryana',
      Code: 'NW 2345',
      HSN: '3006',
      'GST rate (%)': '5',
      Quantity: '2',
      'Unit price (INR)': '2350.00',
      'Line total (INR)': '4700.00',
      'Discount (INR)': '235.00',
      'Order total (INR)': '4465.00',
      'Payment type': 'COD',
      'Payment status': 'PENDING',
      Status: 'ORDERED',
    })
    expect(rows[1]).toMatchObject({ Code: 'GZ 1', HSN: '', 'GST rate (%)': '', 'Order total (INR)': '4465.00' })
  })

  it('keeps an order without lines as one row', () => {
    expect(orderRows({ ...order, lines: [] }, context)).toHaveLength(1)
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    const csv = toCsv(orderRows(order, { ...context, customerName: '=HYPERLINK("http://x")' }), true)
    const [row] = parse(csv, { bom: true, columns: true }) as Record<string, string>[]
    expect(row!.Customer).toBe(`'=HYPERLINK("http://x")`)
  })
})
