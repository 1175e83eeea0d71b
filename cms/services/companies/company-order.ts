import type { PayloadRequest } from 'payload'

import { APPROVAL_MESSAGES } from '../../contract/approvals'
import { badRequest, forbidden } from '../../lib/http-errors'
import type { ShipTo } from '../orders'
import { mayOrder, membershipOf, type Membership } from './membership'
import { purchaseOrderErrors } from './purchase-order'
import { shipToOf } from './ship-to'

type CompanyOrderInput = { poNumber: string | null; costCentre: string | null; locationId: string | null }

/**
 * What the buyer's company asks of any order they place, from the cart or from a quote: not by the accounts role
 * (403), a PO number when the company requires one and only its own cost centres (400 naming the field), and a ship-to
 * location among the member's (`shipToOf`). Answers the membership (null outside a company) and where the order ships.
 */
export async function checkCompanyOrder(
  req: PayloadRequest,
  customerId: string,
  input: CompanyOrderInput,
): Promise<{ membership: Membership | null; shipTo: ShipTo | null }> {
  const membership = await membershipOf(req, customerId)
  if (membership && !mayOrder(membership.member)) throw forbidden(APPROVAL_MESSAGES.accountsCannotOrder)
  const missing = purchaseOrderErrors(membership?.company ?? null, input)
  if (missing.length > 0) throw badRequest(missing[0].message, missing)
  return { membership, shipTo: shipToOf(membership, input.locationId) }
}
