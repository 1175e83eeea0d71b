import type { OrderStatus } from '../../contract'

/** Where an order may go next. DELIVERED and CANCELLED are final. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  ORDERED: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED', 'CANCELLED'],
  DELIVERED: [],
  CANCELLED: [],
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to)
}

export function refusedTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  const allowed = NEXT_STATUSES[from]
  return allowed.length === 0
    ? `An order that is ${from} cannot change status (asked for ${to}).`
    : `An order that is ${from} can only move to ${allowed.join(' or ')}, not ${to}.`
}
