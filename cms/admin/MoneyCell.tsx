import type { DefaultServerCellComponentProps } from 'payload'

import { formatPaise } from '../fields/money'

/** List column of a money field: "₹2,350.00". */
export function MoneyCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{formatPaise(typeof cellData === 'number' ? cellData : null)}</span>
}
