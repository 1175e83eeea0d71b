import type { PayloadRequest } from 'payload'

import type { ReturnedGoodsAction } from '../../contract/returned-goods'
import type { Order, Return } from '../../payload-types'
import { stockCodes } from './catalogue-codes'
import { recordMovements } from './ledger'
import type { MovementInput } from './lot-changes'
import { mainWarehouse, quarantineLocation } from './locations'

/** What staff chose for one line of the return, by its position. */
export type ReturnedGoodsChoice = { action?: ReturnedGoodsAction | null; writeOffReason?: string | null }

/** What the return keeps of the choice, per line: null action for a product that does not track stock. */
export type ReturnedGoods = { code: string; quantity: number; action: ReturnedGoodsAction | null; writeOffReason: string | null }

export type ReturnedGoodsProblem = { path: string; message: string }

/** Staff's choice refused: a problem per line, naming it. */
export class ReturnedGoodsRefused extends Error {
  constructor(readonly problems: ReturnedGoodsProblem[]) {
    super(problems[0]?.message ?? 'The returned goods cannot be received')
    this.name = 'ReturnedGoodsRefused'
  }
}

type ShippedLot = { lot: string; expiry: string | null; quantity: number }

const lineName = (index: number, code: string) => `Line ${index + 1} (${code})`

/** Which of `codes` belong to products that track stock: their returned goods need staff's choice. */
export async function trackedCodes(req: PayloadRequest, codes: string[]): Promise<Set<string>> {
  const { byCode } = await stockCodes(req, { codes, gtins: [] })
  return new Set([...byCode.values()].filter((known) => known.tracksStock).map((known) => known.code))
}

/** The lots each code went out in, from the order's shipment. */
function shippedLots(order: Order | null): Map<string, ShippedLot[]> {
  const byCode = new Map<string, ShippedLot[]>()
  for (const row of order?.shipment?.lots ?? []) {
    const lots = byCode.get(row.code) ?? []
    lots.push({ lot: row.lot, expiry: row.expiry ?? null, quantity: row.quantity })
    byCode.set(row.code, lots)
  }
  return byCode
}

/** `quantity` units of a code split over the lots it was shipped in, in the shipment's order; null when they cover fewer. */
function splitOverLots(lots: ShippedLot[], quantity: number): { lot: string; expiry: string | null; quantity: number }[] | null {
  const parts = []
  let left = quantity
  for (const lot of lots) {
    if (left === 0) break
    const taken = Math.min(left, lot.quantity)
    if (taken > 0) parts.push({ ...lot, quantity: taken })
    left -= taken
  }
  return left === 0 ? parts : null
}

/** The expiry each of a code's lots is kept with in stock (one lot number has one expiry). */
async function keptExpiries(req: PayloadRequest, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection: 'stock-lots',
    where: { code: { in: codes } },
    depth: 0,
    pagination: false,
    req,
    select: { code: true, lot: true, expiry: true },
  })
  return new Map(docs.map((doc) => [`${doc.code}\u0000${doc.lot}`, doc.expiry]))
}

async function alreadyReceived(req: PayloadRequest, document: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection: 'stock-movements', where: { document: { equals: document } }, req })
  return totalDocs > 0
}

/**
 * The goods of a return received: per line of a product that tracks stock, staff's choice is required; back to stock
 * is a `return` movement into the lot (or lots) the code was shipped in, at the main warehouse; quarantine the same
 * into the quarantine location; write-off changes no stock and keeps its reason. All movements carry the return's
 * id; a return whose movements exist already is not moved again. Throws ReturnedGoodsRefused naming each bad line.
 */
export async function receiveReturnedGoods(req: PayloadRequest, entry: Return, choices: ReturnedGoodsChoice[]): Promise<ReturnedGoods[]> {
  const tracked = await trackedCodes(
    req,
    entry.lines.map((line) => line.code),
  )
  const problems: ReturnedGoodsProblem[] = []
  const goods: ReturnedGoods[] = entry.lines.map((line, index) => {
    const choice = choices[index] ?? {}
    const reason = choice.writeOffReason?.trim() || null
    if (!tracked.has(line.code)) return { code: line.code, quantity: line.quantity, action: null, writeOffReason: null }
    if (!choice.action) {
      problems.push({
        path: `goods.${index}.action`,
        message: `${lineName(index, line.code)}: choose back to stock, quarantine or write-off`,
      })
    } else if (choice.action === 'write-off' && !reason) {
      problems.push({ path: `goods.${index}.writeOffReason`, message: `${lineName(index, line.code)}: give the reason for the write-off` })
    }
    return {
      code: line.code,
      quantity: line.quantity,
      action: choice.action ?? null,
      writeOffReason: choice.action === 'write-off' ? reason : null,
    }
  })
  if (problems.length > 0) throw new ReturnedGoodsRefused(problems)
  const kept = goods.filter((line) => line.action === 'stock' || line.action === 'quarantine')
  if (kept.length === 0 || (await alreadyReceived(req, entry.returnId))) return goods

  const orderId = typeof entry.order === 'object' ? entry.order.id : entry.order
  const order = await req.payload.findByID({ collection: 'orders', id: orderId, depth: 0, req, disableErrors: true })
  const shipped = shippedLots(order)
  const expiries = await keptExpiries(
    req,
    kept.map((line) => line.code),
  )
  const [main, quarantine] = await Promise.all([
    mainWarehouse(req),
    kept.some((line) => line.action === 'quarantine') ? quarantineLocation(req) : null,
  ])
  const movements: MovementInput[] = []
  goods.forEach((line, index) => {
    if (line.action !== 'stock' && line.action !== 'quarantine') return
    const parts = splitOverLots(shipped.get(line.code) ?? [], line.quantity)
    const dated = parts?.map((part) => ({ ...part, expiry: expiries.get(`${line.code}\u0000${part.lot}`) ?? part.expiry }))
    if (!dated || dated.some((part) => !part.expiry)) {
      problems.push({
        path: `goods.${index}.action`,
        message: `${lineName(index, line.code)}: the shipment records no lot with its expiry for these units; write them off`,
      })
      return
    }
    for (const part of dated) {
      movements.push({
        type: line.action === 'stock' ? 'return' : 'quarantine',
        code: line.code,
        lot: part.lot,
        expiry: part.expiry!,
        location: String(line.action === 'stock' ? main.id : quarantine!.id),
        quantity: part.quantity,
        document: entry.returnId,
      })
    }
  })
  if (problems.length > 0) throw new ReturnedGoodsRefused(problems)
  await recordMovements(req, movements)
  return goods
}
