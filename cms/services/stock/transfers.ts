import type { PayloadRequest } from 'payload'

import type { StockMovementResponse } from '../../contract/stock'
import type { StockTransfer } from '../../contract/stock-transfer'
import { badRequest, conflict, type FieldError } from '../../lib/http-errors'
import { readableId } from '../../lib/readable-id'
import { movementAnswer } from './answer'
import { stockCodes } from './catalogue-codes'
import { StockShortage } from './errors'
import { recordMovements } from './ledger'
import { stockLocation } from './locations'

const refuse = (errors: FieldError[]) => badRequest(errors[0]!.message, errors)

/** The expiry a code's lot is kept with (one lot number has one expiry), or null for a lot never received. */
async function lotExpiry(req: PayloadRequest, code: string, lot: string): Promise<string | null> {
  const { docs } = await req.payload.find({
    collection: 'stock-lots',
    where: { and: [{ code: { equals: code } }, { lot: { equals: lot } }] },
    limit: 1,
    depth: 0,
    req,
    select: { expiry: true },
  })
  return docs[0]?.expiry ?? null
}

/**
 * Units of a lot moved between locations: a transfer out of `from` and a transfer into `to` under one reference, in one
 * transaction. 400 for an unknown code, lot or location; 409 when `from` has fewer units available than asked.
 */
export async function transferStock(req: PayloadRequest, transfer: StockTransfer): Promise<StockMovementResponse> {
  const [from, to] = await Promise.all([stockLocation(req, transfer.from), stockLocation(req, transfer.to)])
  const errors: FieldError[] = []
  if (!from) errors.push({ field: 'from', message: `There is no stock location ${transfer.from}` })
  if (!to) errors.push({ field: 'to', message: `There is no stock location ${transfer.to}` })
  const { byCode } = await stockCodes(req, { codes: [transfer.code], gtins: [] })
  if (!byCode.has(transfer.code)) errors.push({ field: 'code', message: `Code ${transfer.code} is not in the catalogue` })
  const expiry = errors.length === 0 ? await lotExpiry(req, transfer.code, transfer.lot) : null
  if (errors.length === 0 && !expiry) {
    errors.push({ field: 'lot', message: `Code ${transfer.code} has no lot ${transfer.lot} in stock` })
  }
  if (errors.length > 0 || !from || !to || !expiry) throw refuse(errors)
  if (from.id === to.id) throw refuse([{ field: 'to', message: 'Choose another location to move to than the one to move from' }])
  const document = readableId('TR', 6)
  const moved = { type: 'transfer' as const, code: transfer.code, lot: transfer.lot, expiry, document }
  try {
    const recorded = await recordMovements(req, [
      { ...moved, location: String(from.id), quantity: -transfer.quantity },
      { ...moved, location: String(to.id), quantity: transfer.quantity },
    ])
    return movementAnswer(document, [from, to], recorded)
  } catch (error) {
    if (!(error instanceof StockShortage)) throw error
    throw conflict({
      message: `Code ${error.code} lot ${error.lot} has ${error.available} available at ${from.name}: ${transfer.quantity} cannot be moved`,
      code: error.code,
      lot: error.lot,
      available: error.available,
    })
  }
}
