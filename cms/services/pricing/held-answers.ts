import type { Payload, PayloadRequest } from 'payload'

import { catalogue } from '../catalogue/snapshot'
import type { CatalogueSnapshot } from '../catalogue/snapshot'
import type { BuyerTerms } from '../../contract/pricing'
import { onInvalidate } from '../cache'
import { stockView } from '../stock/availability'
import { buyerTerms } from './buyer-terms'

type Buyer = NonNullable<PayloadRequest['user']>

/**
 * A signed-in buyer's answers of the cacheable reads (their prices), kept in this process per customer and read key so
 * a repeated read costs no pricing and no JSON (docs/decisions/034-signed-in-reads.md). Private: under the customer's
 * id, never in the public answer cache, and sent with `Cache-Control: no-store`.
 *
 * An answer is made from the catalogue snapshot and the buyer's terms (buyerTerms, cached per customer and day until a
 * price list or group changes). It is served only while both are the very objects it was made from: a catalogue edit (a new
 * snapshot), a price-list edit, a new shop day or a change of the buyer's verification makes it unusable at once, in
 * every process, whatever invalidates the terms. Catalogue, price-list, group and company edits also empty the store,
 * so it holds no answer of an older snapshot; at most MAX_HELD answers, the oldest dropped first.
 */
const MAX_HELD = 2_000

/**
 * `body`: the answer's JSON, encoded once (UTF-8) and sent as it is; kept outside the JS heap. `stock`: the
 * availability version the answer showed (services/stock/availability).
 */
type Held = { body: Buffer; terms: BuyerTerms; stock: number }
type Holder = { snapshot?: CatalogueSnapshot; answers: Map<string, Held> }

/** One holder per process (on globalThis): the endpoint that fills it and the fast path that reads it may be bundled apart. */
const HOLDER_KEY = Symbol.for('nuvo.shop.heldBuyerAnswers')
const holder: Holder =
  ((globalThis as Record<symbol, unknown>)[HOLDER_KEY] as Holder | undefined) ??
  (() => {
    const created: Holder = { answers: new Map() }
    ;(globalThis as Record<symbol, unknown>)[HOLDER_KEY] = created
    onInvalidate((tags) => {
      if (tags.some((tag) => tag === 'catalogue' || tag === 'price-lists' || tag === 'customer-groups' || tag === 'companies'))
        created.answers.clear()
    })
    return created
  })()

const heldKey = (buyer: Buyer, key: string) => `${buyer.id}\n${key}`

/** The buyer's current terms; the store is emptied when the catalogue snapshot is not the one its answers came from. */
async function currentTerms(payload: Payload, buyer: Buyer): Promise<{ terms: BuyerTerms; snapshot: CatalogueSnapshot; stock: number }> {
  const [terms, snapshot, stock] = await Promise.all([buyerTerms(payload, buyer), catalogue(payload), stockView(payload)])
  if (holder.snapshot !== snapshot) {
    holder.answers.clear()
    holder.snapshot = snapshot
  }
  return { terms, snapshot, stock: stock.version }
}

/** The JSON answer held for this buyer and read key (UTF-8), if it is still theirs to read. */
export async function heldBuyerAnswer(payload: Payload, buyer: Buyer, key: string): Promise<Buffer | undefined> {
  const { terms, stock } = await currentTerms(payload, buyer)
  const held = holder.answers.get(heldKey(buyer, key))
  return held?.terms === terms && held.stock === stock ? held.body : undefined
}

/** The buyer's JSON answer (UTF-8) for `key` (null: not kept): the held one, or `load()`'s, kept for the next read. */
export async function buyerAnswer(payload: Payload, buyer: Buyer, key: string | null, load: () => Promise<unknown>): Promise<Buffer> {
  if (key === null) return Buffer.from(JSON.stringify(await load()))
  const { terms, snapshot, stock } = await currentTerms(payload, buyer)
  const name = heldKey(buyer, key)
  const held = holder.answers.get(name)
  if (held?.terms === terms && held.stock === stock) return held.body
  const body = Buffer.from(JSON.stringify(await load()))
  // Made from these terms and this snapshot or newer ones: a later read with newer ones finds it unusable.
  if (holder.snapshot === snapshot) {
    holder.answers.delete(name)
    holder.answers.set(name, { body, terms, stock })
    if (holder.answers.size > MAX_HELD) holder.answers.delete(holder.answers.keys().next().value!)
  }
  return body
}
