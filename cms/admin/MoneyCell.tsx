import type { DefaultServerCellComponentProps } from 'payload'

import { staffAmount } from '../fields/money'

/** List column of a money field: "₹2,350.00". */
export function MoneyCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{staffAmount(typeof cellData === 'number' ? cellData : null)}</span>
}
