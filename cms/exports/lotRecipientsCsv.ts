import { stringify } from 'csv-stringify/sync'

import { NO_EXPIRY, type LotRecipient } from '../contract/lots'
import { shopDateTime } from '../lib/shopTime'
import { neutraliseFormula } from './orderLinesCsv'

export const LOT_CSV_COLUMNS = ['Order ID', 'Shipped', 'Customer', 'Phone', 'Email', 'Code', 'Lot', 'Expiry', 'Quantity'] as const

/** The sale register of a lot as a spreadsheet: one row per order and lot (`—` for no expiry); text cells never run as formulas. */
export function lotRecipientsCsv(rows: LotRecipient[]): string {
  const text = (value: string) => neutraliseFormula(value)
  return stringify(
    rows.map((row) => [
      text(row.orderId),
      shopDateTime(row.date),
      text(row.customer.name),
      text(row.customer.phone),
      text(row.customer.email),
      text(row.code),
      text(row.lot),
      row.expiry ?? NO_EXPIRY,
      row.quantity,
    ]),
    { header: true, columns: [...LOT_CSV_COLUMNS], bom: true },
  )
}
