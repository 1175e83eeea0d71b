import { paiseToRupees } from '../../contract/pricing'
import { turnIfDue } from '../../lib/turn'
import { priceRangesOf } from '../serialize'
import type { Entry, CatalogueSnapshot } from './assemble'
import type { ChangeRecord, CodePrices } from './changes'

/**
 * The entries of the products the `prices` records among `records` name, with those prices, made from the products
 * as `held` has them: what reading each product again would give, since a bulk price write changes nothing else of a
 * product than its codes' prices and its `updatedAt`. Records apply in their order (an import, then its revert).
 * Products in `skip` (read again anyway, so already current) and those `held` does not have (drafts, unpublished)
 * are left out. Other requests get their turns meanwhile (10,000 products at a price revision).
 */
export async function repricedEntries(
  held: CatalogueSnapshot,
  records: readonly ChangeRecord[],
  skip: ReadonlySet<string>,
): Promise<Entry[]> {
  const entries = new Map<string, Entry>()
  for (const record of records) {
    if (record.kind !== 'prices' || !record.prices) continue
    const { updatedAt, products } = record.prices
    for (const id of record.ids) {
      await turnIfDue()
      const codes = products[id]
      if (!codes || skip.has(id)) continue
      const entry = entries.get(id) ?? entryIn(held, id)
      if (entry) entries.set(id, withPrices(entry, codes, updatedAt))
    }
  }
  return [...entries.values()]
}

function entryIn(held: CatalogueSnapshot, id: string): Entry | undefined {
  const answer = held.productById.get(id)
  const price = held.priceList.get(id)
  return answer && price ? { answer, price, media: held.mediaOf.get(id) ?? [] } : undefined
}

type Prices = { originalPrice: number; discountedPrice: number }
type Sized<C> = { codes: C[] }

/** `variants` with the codes `byCode` names given `prices` of theirs (new objects, the others kept). */
function repriced<V extends Sized<C>, C extends { shortCode: string }>(
  variants: V[],
  byCode: ReadonlyMap<string, Prices>,
  pricesOf: (prices: Prices) => Prices,
): V[] {
  return variants.map((variant) => ({
    ...variant,
    codes: variant.codes.map((code) => {
      const prices = byCode.get(code.shortCode)
      return prices ? { ...code, ...pricesOf(prices) } : code
    }),
  }))
}

const inRupees = ({ originalPrice, discountedPrice }: Prices): Prices => ({
  originalPrice: paiseToRupees(originalPrice),
  discountedPrice: paiseToRupees(discountedPrice),
})

/** `entry` with the prices of `codes` (new objects: readers may still hold the old ones). */
function withPrices(entry: Entry, codes: readonly CodePrices[], updatedAt: string): Entry {
  const byCode = new Map(codes.map(([shortCode, originalPrice, discountedPrice]) => [shortCode, { originalPrice, discountedPrice }]))
  const price: Entry['price'] = { ...entry.price, variants: repriced(entry.price.variants, byCode, (prices) => prices) }
  const answer: Entry['answer'] = {
    ...entry.answer,
    variants: repriced(entry.answer.variants, byCode, inRupees),
    ...priceRangesOf(price.variants),
    updatedAt,
  }
  return { answer, price, media: entry.media }
}
