import type { Endpoint, PayloadRequest } from 'payload'

import { stockAdjustmentSchema, stockReceiptSchema } from '../../contract/stock'
import { stockTransferSchema } from '../../contract/stock-transfer'
import { adjustStock, receiveStock, transferStock } from '../../services/stock'
import { handle, json, readJson } from '../http'
import { requireRole } from './require-role'

/**
 * `POST /api/staff/stock/receipts` `{ location?, lines: [{ code | gtin, lot, expiry, quantity, manufactured? }] }`
 * (admins and warehouse) → 201 `{ document, movements, balances }`; 400 with a message per bad field (`lines.2.gtin`),
 * nothing written.
 */
async function receipt(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  return json(await receiveStock(req, await readJson(req, stockReceiptSchema)), 201)
}

/**
 * `POST /api/staff/stock/adjustments` `{ code, lot, location?, quantity (signed), reason }` (admins and warehouse) →
 * 201 `{ document, movements, balances }`; 400 for an unknown code or lot, or a lot taken below zero.
 */
async function adjustment(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  return json(await adjustStock(req, await readJson(req, stockAdjustmentSchema)), 201)
}

/**
 * `POST /api/staff/stock/transfers` `{ code, lot, from, to, quantity }` (admins and warehouse) → 201 `{ document,
 * movements, balances }`; 400 for an unknown code, lot or location; 409 when `from` has fewer available.
 */
async function transfer(req: PayloadRequest): Promise<Response> {
  requireRole(req, 'warehouse')
  return json(await transferStock(req, await readJson(req, stockTransferSchema)), 201)
}

export const stockEndpoints: Endpoint[] = [
  { method: 'post', path: '/staff/stock/receipts', handler: handle(receipt) },
  { method: 'post', path: '/staff/stock/adjustments', handler: handle(adjustment) },
  { method: 'post', path: '/staff/stock/transfers', handler: handle(transfer) },
]
