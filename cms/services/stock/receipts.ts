import type { PayloadRequest } from 'payload'

import { gtinProblem, normaliseGtin } from '../../contract/gs1'
import type { StockMovementResponse, StockReceipt } from '../../contract/stock'
import { badRequest, type FieldError } from '../../lib/http-errors'
import { readableId } from '../../lib/readable-id'
import { movementAnswer } from './answer'
import { stockCodes, type StockCode } from './catalogue-codes'
import { LotExpiryMismatch } from './errors'
import { recordMovements } from './ledger'
import type { MovementInput } from './lot-changes'
import { stockLocation } from './locations'

type Line = StockReceipt['lines'][number]

const refuse = (errors: FieldError[]) => badRequest(errors[0]!.message, errors)

/** Each line's catalogue code, from its code or its GTIN; a problem per line that names neither rightly. */
export async function codesOfLines(req: PayloadRequest, lines: Line[]): Promise<{ codes: (StockCode | null)[]; errors: FieldError[] }> {
  const errors: FieldError[] = []
  const gtins = lines.map((line, index) => {
    if (line.gtin === undefined) return null
    const gtin = normaliseGtin(line.gtin.replace(/\s+/g, ''))
    if (!gtin) errors.push({ field: `lines.${index}.gtin`, message: gtinProblem(line.gtin.replace(/\s+/g, '')) ?? 'Not a GTIN' })
    return gtin
  })
  const known = await stockCodes(req, {
    codes: lines.flatMap((line) => (line.code ? [line.code] : [])),
    gtins: gtins.filter((gtin): gtin is string => gtin !== null),
  })
  const codes = lines.map((line, index) => {
    const byCode = line.code ? known.byCode.get(line.code) : undefined
    const gtin = gtins[index]
    const byGtin = gtin ? known.byGtin.get(gtin) : undefined
    if (line.code && !byCode) errors.push({ field: `lines.${index}.code`, message: `Code ${line.code} is not in the catalogue` })
    if (gtin && !byGtin) errors.push({ field: `lines.${index}.gtin`, message: `No catalogue code has GTIN ${gtin}` })
    if (byCode && byGtin && byCode.code !== byGtin.code) {
      errors.push({ field: `lines.${index}.gtin`, message: `GTIN ${gtin} is code ${byGtin.code}, not ${byCode.code}` })
    }
    return byCode ?? byGtin ?? null
  })
  return { codes, errors }
}

/** A lot number has one expiry: within the receipt, and as already kept in stock anywhere. */
export async function expiryProblems(req: PayloadRequest, lines: Line[], codes: (StockCode | null)[]): Promise<FieldError[]> {
  const keyed = lines.flatMap((line, index) =>
    codes[index] ? [{ index, code: codes[index].code, lot: line.lot, expiry: line.expiry }] : [],
  )
  if (keyed.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'stock-lots',
    where: {
      and: [{ code: { in: [...new Set(keyed.map((line) => line.code))] } }, { lot: { in: [...new Set(keyed.map((line) => line.lot))] } }],
    },
    depth: 0,
    pagination: false,
    req,
    select: { code: true, lot: true, expiry: true },
  })
  const expiries = new Map(docs.map((doc) => [`${doc.code}\u0000${doc.lot}`, doc.expiry]))
  const errors: FieldError[] = []
  for (const line of keyed) {
    const key = `${line.code}\u0000${line.lot}`
    const kept = expiries.get(key)
    if (kept && kept !== line.expiry) {
      errors.push({
        field: `lines.${line.index}.expiry`,
        message: `Code ${line.code} lot ${line.lot} is kept with expiry ${kept}, not ${line.expiry}`,
      })
    } else expiries.set(key, line.expiry)
  }
  return errors
}

/**
 * Goods received: every line into the location's stock (none named: the main warehouse) under one receipt reference,
 * all together or none. Unknown codes or GTINs, and a lot given another expiry than it has, are refused with the
 * line's field named.
 */
export async function receiveStock(req: PayloadRequest, receipt: StockReceipt): Promise<StockMovementResponse> {
  const location = await stockLocation(req, receipt.location)
  if (!location) throw refuse([{ field: 'location', message: `There is no stock location ${receipt.location}` }])
  const { codes, errors } = await codesOfLines(req, receipt.lines)
  errors.push(...(await expiryProblems(req, receipt.lines, codes)))
  if (errors.length > 0) throw refuse(errors)
  const document = readableId('GR', 6)
  const movements: MovementInput[] = receipt.lines.map((line, index) => ({
    type: 'receipt',
    code: codes[index]!.code,
    lot: line.lot,
    expiry: line.expiry,
    manufactured: line.manufactured ?? null,
    location: String(location.id),
    quantity: line.quantity,
    document,
  }))
  try {
    return movementAnswer(document, location, await recordMovements(req, movements))
  } catch (error) {
    if (!(error instanceof LotExpiryMismatch)) throw error
    throw refuse([
      { field: `lines.${error.index}.expiry`, message: `Code ${error.code} lot ${error.lot} is kept with expiry ${error.recordedExpiry}` },
    ])
  }
}
