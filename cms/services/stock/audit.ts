import { randomUUID } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { isStaff } from '../../access/roles'
import { expiryLabel } from '../../contract/lots'
import type { AuditEntryRow, LotFigures } from '../../database'
import { rowId } from '../../lib/row-id'
import type { StockMovement } from '../../payload-types'
import type { BalanceChange } from './balance-change'

const TYPE_LABELS: Record<StockMovement['type'], string> = {
  receipt: 'Receipt',
  reservation: 'Reservation',
  release: 'Release',
  shipment: 'Shipment',
  return: 'Return to stock',
  quarantine: 'Quarantine',
  adjustment: 'Adjustment',
  transfer: 'Transfer',
}

const signed = (quantity: number) => (quantity > 0 ? `+${quantity}` : String(quantity))

/**
 * The audit trail's entry for a movement, written with it in its transaction: what moved, where, and the balance
 * before and after, by the staff member who did it (or the actor of the shop: a buyer's order, the system).
 */
export function movementAuditEntry(
  req: PayloadRequest,
  movement: StockMovement,
  change: BalanceChange,
  after: LotFigures,
  locationName: string,
): AuditEntryRow {
  const named = `${movement.code} lot ${movement.lot}`
  const figures = (['onHand', 'reserved'] as const).filter((figure) => change[figure] !== 0)
  const changes = figures.map((figure) => ({
    id: rowId(),
    path: figure,
    label: `${figure === 'onHand' ? 'On hand' : 'Reserved'} of ${named} at ${locationName}`,
    from: String(after[figure] - change[figure]),
    to: String(after[figure]),
  }))
  const reason = movement.reason ? ` (${movement.reason})` : ''
  const document = movement.document ? ` for ${movement.document}` : ''
  const summary =
    `${TYPE_LABELS[movement.type]}${reason}: ${signed(movement.quantity)} of ${named} (exp. ${expiryLabel(movement.expiry)}) ` +
    `at ${locationName}${document}; ${changes.map((entry) => `${entry.label.split(' of ')[0]!.toLowerCase()} ${entry.from} → ${entry.to}`).join(', ')}`
  const staff = isStaff(req.user) ? (req.user as { id: string; email?: string }) : null
  return {
    id: randomUUID(),
    source: 'stock-movements',
    documentId: String(movement.id),
    documentLabel: named,
    action: 'create',
    summary,
    changes,
    by: staff ? String(staff.id) : null,
    byEmail: staff ? String(staff.email ?? staff.id) : movement.actor,
    createdAt: movement.createdAt,
    updatedAt: movement.createdAt,
  }
}
