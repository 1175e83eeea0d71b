import type { Endpoint, PayloadRequest } from 'payload'

import { priceListFromQuote } from '../../services/quotes'
import { rateContractRequestSchema } from '../../contract/quotes'
import { handle, json, readJson } from '../http'
import { requireRole } from './require-role'

/**
 * `POST /api/staff/quotes/:id/price-list` (admins and order managers; `:id` the quote's reference or document id):
 * makes a price list for the buyer of an accepted quote at its agreed prices, optionally until `{ validUntil }` →
 * 201 `{ id, name, validFrom, validUntil, buyerVerified, message }`; 400 for a day outside today to three years ahead;
 * 404 unknown quote; 409 not accepted or a list made already.
 */
async function makePriceList(req: PayloadRequest): Promise<Response> {
  const staff = requireRole(req, 'order-manager')
  const request = await readJson(req, rateContractRequestSchema)
  return json(await priceListFromQuote(req, staff, String(req.routeParams?.id ?? ''), request), 201)
}

export const quotePriceListEndpoint: Endpoint = { method: 'post', path: '/staff/quotes/:id/price-list', handler: handle(makePriceList) }
