import type { PayloadRequest, Where } from 'payload'

import type { StockMovementReason, StockMovementType } from '../../contract/stock'
import { changeLots, lotBalanceOf, lotPlaceKey, type LotBalance } from '../../database'
import type { StockLocation, StockLot } from '../../payload-types'
import { NO_CHANGE, type BalanceChange } from './balance-change'
import { LotExpiryMismatch, StockShortage } from './errors'

/** One change to stock: a signed quantity of a code's lot at a location, of a kind, with why and the document behind it. */
export type MovementInput = {
  type: StockMovementType
  code: string
  lot: string
  /** YYYY-MM. */
  expiry: string
  manufactured?: string | null
  /** The stock location's id. */
  location: string
  /** Units in positive, units out negative (a reservation positive, its release negative). */
  quantity: number
  reason?: StockMovementReason | null
  /** The order id, receipt id or other reference behind the movement. */
  document?: string | null
  /** The id of the movement this one corrects. */
  reverses?: string | null
}

/** The balance row's key: a code's lot at a location. */
const keyOf = (input: MovementInput): Where[] => [
  { code: { equals: input.code } },
  { lot: { equals: input.lot } },
  { location: { equals: input.location } },
]

/**
 * The balance of a lot the batch's conditional write did not change, after `change`: the row is read to tell why.
 * Stock arriving for a lot never kept there makes the row (its unique key lets one of two writers make it; the other's
 * transaction is tried again and finds it); another expiry is LotExpiryMismatch; too few units StockShortage.
 */
async function unchangedBalance(
  req: PayloadRequest,
  input: MovementInput,
  index: number,
  change: BalanceChange,
  location: StockLocation | undefined,
): Promise<LotBalance> {
  const found = await req.payload.db.findOne<StockLot>({ collection: 'stock-lots', where: { and: keyOf(input) }, req })
  if (found) {
    if (found.expiry !== input.expiry) throw new LotExpiryMismatch(index, input.code, input.lot, found.expiry)
    throw new StockShortage(index, input.code, input.lot, found.available ?? 0)
  }
  if (change.onHand <= 0 || change.reserved < 0) throw new StockShortage(index, input.code, input.lot, 0)
  const created = await req.payload.create({
    collection: 'stock-lots',
    data: {
      code: input.code,
      lot: input.lot,
      expiry: input.expiry,
      manufactured: input.manufactured ?? null,
      location: input.location,
      sellable: location?.sellable !== false,
      ...change,
    },
    req,
    depth: 0,
  })
  return lotBalanceOf(created)
}

/** The movements of a batch that change one lot (a code's lot at a location, with one expiry), and their sum. */
type LotGroup = { input: MovementInput; change: BalanceChange; members: number[] }

function lotGroups(inputs: MovementInput[], changes: BalanceChange[]): LotGroup[] {
  const groups = new Map<string, LotGroup>()
  inputs.forEach((input, index) => {
    const key = [input.code, input.lot, input.location, input.expiry].join('\u0000')
    const group = groups.get(key)
    const change = changes[index]!
    if (!group) groups.set(key, { input, change: { ...change }, members: [index] })
    else {
      for (const figure of FIGURES) group.change[figure] += change[figure]
      group.members.push(index)
    }
  })
  return [...groups.values()]
}

const FIGURES = ['onHand', 'reserved', 'available'] as const

const negated = (change: BalanceChange): BalanceChange => ({
  onHand: -change.onHand,
  reserved: -change.reserved,
  available: -change.available,
})

/** A batch a lot refuses: `throw` says why (StockShortage, LotExpiryMismatch); `undo` leaves every lot as it was. */
export type WhenRefused = 'throw' | 'undo'

/**
 * Each movement's balance after it, decided by the database in one conditional change of all the batch's lots
 * (`changeLots`: one statement on SQLite, one write per lot on MongoDB; a lot changes only while no figure would go
 * below zero, so two processes taking the last units never both succeed), the movements of one lot added together
 * first. A movement's balance is its lot's after the batch,
 * less what the lot's later movements did. The movements of a lot it did not change are tried one by one: a receipt
 * makes a lot never kept (`unchangedBalance`), and the first that cannot be made says why.
 */
export async function balancesAfter(
  req: PayloadRequest,
  inputs: MovementInput[],
  changes: BalanceChange[],
  locations: Map<string, StockLocation>,
  whenRefused: WhenRefused,
): Promise<LotBalance[] | null> {
  const groups = lotGroups(inputs, changes)
  // Two expiries for one lot in a batch: the lot is changed by the first; the other's movements are tried one by one.
  const lots = new Set<string>()
  const distinct = groups.filter((group) => {
    const key = lotPlaceKey(group.input)
    return !lots.has(key) && lots.add(key)
  })
  const changed = await changeLots(
    req,
    distinct.map((group) => ({ key: group.input, change: group.change })),
  )
  const after = new Map(distinct.map((group, index) => [group, changed[index] ?? null]))
  if (whenRefused === 'undo' && groups.some((group) => !after.get(group))) {
    // Every lot changed gets its change back (in the same transaction, which no one else can write meanwhile).
    const undone = distinct.filter((group) => after.get(group))
    await changeLots(
      req,
      undone.map((group) => ({ key: group.input, change: negated(group.change) })),
    )
    return null
  }
  const balances: LotBalance[] = []
  for (const group of groups) {
    const final = after.get(group)
    if (!final) {
      // Not changed as a whole: its movements one by one, as they come, to change what they can or tell why not.
      for (const index of group.members) {
        const [one] = await changeLots(req, [{ key: inputs[index]!, change: changes[index]! }])
        balances[index] =
          one ?? (await unchangedBalance(req, inputs[index]!, index, changes[index]!, locations.get(inputs[index]!.location)))
      }
      continue
    }
    const later = { ...NO_CHANGE }
    for (const index of [...group.members].reverse()) {
      balances[index] = {
        ...final,
        onHand: final.onHand - later.onHand,
        reserved: final.reserved - later.reserved,
        available: final.available - later.available,
      }
      for (const figure of FIGURES) later[figure] += changes[index]![figure]
    }
  }
  return balances
}
