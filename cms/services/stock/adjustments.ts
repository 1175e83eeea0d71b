import type { PayloadRequest } from 'payload'

import type { StockAdjustment, StockMovementResponse } from '../../contract/stock'
import { badRequest, type FieldError } from '../../lib/http-errors'
import { readableId } from '../../lib/readable-id'
import { movementAnswer } from './answer'
import { stockCodes } from './catalogue-codes'
import { StockShortage } from './errors'
import { recordMovements } from './ledger'
import { stockLocation } from './locations'

const refuse = (error: FieldError) => badRequest(error.message, [error])

/**
 * A lot's count corrected by hand (counted, damaged, written off at expiry, taken as a sample): one adjustment
 * movement with its reason. Only a lot already kept at the location can be adjusted (a new lot arrives by a receipt),
 * and never below zero available.
 */
export async function adjustStock(req: PayloadRequest, adjustment: StockAdjustment): Promise<StockMovementResponse> {
  const location = await stockLocation(req, adjustment.location)
  if (!location) throw refuse({ field: 'location', message: `There is no stock location ${adjustment.location}` })
  const { byCode } = await stockCodes(req, { codes: [adjustment.code], gtins: [] })
  if (!byCode.has(adjustment.code)) throw refuse({ field: 'code', message: `Code ${adjustment.code} is not in the catalogue` })
  const { docs } = await req.payload.find({
    collection: 'stock-lots',
    where: { and: [{ code: { equals: adjustment.code } }, { lot: { equals: adjustment.lot } }, { location: { equals: location.id } }] },
    limit: 1,
    depth: 0,
    req,
  })
  const lot = docs[0]
  if (!lot) {
    throw refuse({
      field: 'lot',
      message: `Code ${adjustment.code} has no lot ${adjustment.lot} at ${location.name}; a new lot arrives by a receipt`,
    })
  }
  const document = readableId('ADJ', 6)
  try {
    const recorded = await recordMovements(req, [
      {
        type: 'adjustment',
        reason: adjustment.reason,
        code: adjustment.code,
        lot: adjustment.lot,
        expiry: lot.expiry,
        location: String(location.id),
        quantity: adjustment.quantity,
        document,
      },
    ])
    return movementAnswer(document, location, recorded)
  } catch (error) {
    if (!(error instanceof StockShortage)) throw error
    throw refuse({
      field: 'quantity',
      message: `Code ${error.code} lot ${error.lot} has ${error.available} available at ${location.name}: it cannot go below 0`,
    })
  }
}
