import type { PayloadRequest, Where } from 'payload'

import type { IssuedDocument } from '../../contract/tax-document-kinds'
import { notFound, unauthorized } from '../../lib/http-errors'
import { issuedDocuments, withPath } from './lookup'
import { visibleOwner } from './visible-owner'

/**
 * Every document issued for an order and its returns, oldest first, each with where to download it: what the admin's
 * order page lists. The buyer's own order, or one `ordersSeen` lets them read; for order managers, any; else 404.
 */
export async function orderDocuments(req: PayloadRequest, orderId: string, ordersSeen?: Where): Promise<IssuedDocument[]> {
  if (!req.user) throw unauthorized()
  const found = await visibleOwner(req, { orderId }, ordersSeen)
  if (!found) throw notFound('Order not found')
  const issued = await issuedDocuments(req, [found.order])
  return (issued.get(found.order) ?? []).map((row) => withPath(row, orderId))
}
