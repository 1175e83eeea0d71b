import { NO_EXPIRY, type LotRecipient } from '../contract/lots'
import { csvText } from '../lib/csv'
import { shopDateTime } from '../lib/shop-time'

export const LOT_CSV_COLUMNS = ['Order ID', 'Shipped', 'Customer', 'Phone', 'Email', 'Code', 'Lot', 'Expiry', 'Quantity'] as const

/** The sale register of a lot as a spreadsheet: one row per order and lot (`—` for no expiry); text cells never run as formulas. */
export function lotRecipientsCsv(rows: LotRecipient[]): string {
  return csvText(
    [
      LOT_CSV_COLUMNS,
      ...rows.map((row) => [
        row.orderId,
        shopDateTime(row.date),
        row.customer.name,
        row.customer.phone,
        row.customer.email,
        row.code,
        row.lot,
        row.expiry ?? NO_EXPIRY,
        row.quantity,
      ]),
    ],
    { bom: true },
  )
}
