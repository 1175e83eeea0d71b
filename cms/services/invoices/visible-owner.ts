import type { PayloadRequest, Where } from 'payload'

import { idOf } from '../../contract/ids'
import type { TaxDocumentOwner } from '../../contract/tax-document-kinds'
import { isCustomer } from '../../access/roles'
import { hasRole } from '../../access'
import type { Order, Return } from '../../payload-types'

/**
 * The order (by its public id) or return (by its return id) whose tax documents the caller may see, as the ids the
 * documents are filed under: the buyer's own order or return, or an order `ordersSeen` lets them read (their company's);
 * any for order managers; null for anyone else and for what is not there.
 */
export async function visibleOwner(
  req: PayloadRequest,
  owner: TaxDocumentOwner,
  ordersSeen?: Where,
): Promise<{ order: string; returnId?: string } | null> {
  if (!req.user || (!isCustomer(req.user) && !hasRole(req.user, 'order-manager'))) return null
  const mine: Where[] = isCustomer(req.user) ? [{ customer: { equals: req.user.id } }] : []
  const seen: Where[] = isCustomer(req.user) && ordersSeen ? [ordersSeen] : mine
  if ('returnId' in owner) {
    const entry = await req.payload.db.findOne<Return>({
      collection: 'returns',
      where: { and: [{ returnId: { equals: owner.returnId } }, ...mine] },
      select: { order: true, returnId: true },
      req,
    })
    return entry ? { order: idOf(entry.order), returnId: entry.returnId } : null
  }
  const order = await req.payload.db.findOne<Order>({
    collection: 'orders',
    where: { and: [{ orderId: { equals: owner.orderId } }, ...seen] },
    select: { id: true },
    req,
  })
  return order ? { order: String(order.id) } : null
}
