import type { Category, Image, Product as ProductAnswer, ProductCard } from '../../contract/catalogue'
import { idOf } from '../../contract/ids'
import type { StockRule } from '../../contract/availability'
import { tiersOf, type Paise, type Tier } from '../../contract/pricing'
import type { Product } from '../../payload-types'
import { documentIds, toCard, toProduct } from '../serialize'

/** A product's category as answers show it; one object per category, shared by every product and card in it. */
export type CategoryRef = ProductAnswer['category']

/** What carts, orders and quotes need of a published product: its name, first image and prices in paise. */
export type PricedProduct = {
  name: string
  image: string | null
  /** The category id: a price list can take a percentage off a category. */
  category: string
  /** Whether stock is counted for buyers, and what they may order beyond it (availability). */
  stock: Omit<StockRule, 'lowStockThreshold'>
  variants: {
    size: string
    codes: {
      shortCode: string
      fullCode: string | null
      originalPrice: Paise
      discountedPrice: Paise
      tiers: Tier[]
      minQuantity: number | null
      multipleOf: number | null
      /** The code's own low-stock threshold; null: the site's. */
      lowStockThreshold: number | null
    }[]
  }[]
}

/** One published product in the two shapes the snapshot keeps, and the ids of the media and product documents it shows. */
export type Entry = { answer: ProductAnswer; price: PricedProduct; media: readonly string[] }

export type CatalogueSnapshot = {
  categories: Category[]
  /** Published products in the shop API's shape (rupees), by name, then id. */
  products: ProductAnswer[]
  productById: Map<string, ProductAnswer>
  productBySlug: Map<string, ProductAnswer>
  /** The cards of `products` (same order), and of each category's products, for list answers. */
  cards: ProductCard[]
  cardById: Map<string, ProductCard>
  cardsByCategory: Map<string, ProductCard[]>
  /** The price list of carts, orders and quotes, by product id. */
  priceList: Map<string, PricedProduct>
  categoryRefs: Map<string, CategoryRef>
  /** The ids of the media and product documents each product shows: a changed image's or PDF's products are read again. */
  mediaOf: Map<string, readonly string[]>
}

/**
 * What changed since a snapshot: every category as it is now, products re-read (published), products gone, and
 * products whose prices were patched (known to differ, so not compared).
 */
export type CatalogueChange = { categories: Category[]; changed: Entry[]; removed: Iterable<string>; repriced?: Entry[] }

export const EMPTY_SNAPSHOT: CatalogueSnapshot = {
  categories: [],
  products: [],
  productById: new Map(),
  productBySlug: new Map(),
  cards: [],
  cardById: new Map(),
  cardsByCategory: new Map(),
  priceList: new Map(),
  categoryRefs: new Map(),
  mediaOf: new Map(),
}

/**
 * One object per distinct value of the parts that products repeat: image URLs and image sets (a family's sizes, a
 * category's picture as second image), description lines and product details (sizes of one family often share them).
 * Each stored document brings its own copies; without this every product would hold its own. Answers are never
 * changed in place (a patch makes new objects), so sharing is safe.
 */
export class ValuePool {
  private values = new Map<string, unknown>()

  get size(): number {
    return this.values.size
  }

  url = (url: string): string => this.share(url)

  image = (image: Image): Image => this.share({ ...image, url: this.url(image.url) })

  share = <T>(value: T): T => {
    const key = typeof value === 'string' ? value : JSON.stringify(value)
    const held = this.values.get(key)
    if (held !== undefined) return held as T
    this.values.set(key, value)
    return value
  }
}

/** The entry of a published product read at depth 1; its category comes from `categories` (current names). */
export function entryOf(doc: Product, categories: ReadonlyMap<string, CategoryRef>, pool: ValuePool): Entry {
  const answer = toProduct(doc)
  const categoryId = idOf(doc.category) ?? ''
  answer.category = categories.get(categoryId) ?? { _id: categoryId, name: '', slug: '' }
  answer.images = answer.images.map(pool.url)
  answer.image = answer.image === null ? null : pool.url(answer.image)
  answer.imageSet = answer.imageSet?.map(pool.image)
  answer.description = pool.share(answer.description)
  answer.metaData = pool.share(answer.metaData)
  const price: PricedProduct = {
    name: answer.name,
    image: answer.image,
    category: categoryId,
    stock: { tracksStock: doc.tracksStock === true, allowBackorder: doc.allowBackorder === true, leadTimeDays: doc.leadTimeDays ?? null },
    variants: (doc.variants ?? []).map((variant, v) => ({
      size: answer.variants[v].size,
      codes: (variant.codes ?? []).map((code, c) => ({
        shortCode: answer.variants[v].codes[c].shortCode,
        fullCode: answer.variants[v].codes[c].fullCode ?? null,
        originalPrice: code.originalPrice,
        discountedPrice: code.discountedPrice,
        tiers: tiersOf(code.tiers),
        minQuantity: code.minQuantity ?? null,
        multipleOf: code.multipleOf ?? null,
        lowStockThreshold: code.lowStockThreshold ?? null,
      })),
    })),
  }
  const media = [...(doc.images ?? []).map((image) => idOf(image)).filter((id) => id !== null), ...documentIds(doc.compliance)]
  return { answer, price, media }
}

/** The category refs of `categories`, keeping the previous object of every category whose name and slug stayed. */
function refsOf(categories: Category[], previous: ReadonlyMap<string, CategoryRef>): Map<string, CategoryRef> {
  return new Map(
    categories.map((category) => {
      const held = previous.get(category._id)
      const same = held && held.name === category.name && held.slug === category.slug
      return [category._id, same ? held : { _id: category._id, name: category.name, slug: category.slug }]
    }),
  )
}

/** The refs products are read with: the current categories' names, for `entryOf`. */
export function categoryRefs(categories: Category[], previous: CatalogueSnapshot): Map<string, CategoryRef> {
  return refsOf(categories, previous.categoryRefs)
}

const byNameThenId = (a: ProductAnswer, b: ProductAnswer) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0

const sameEntry = (held: ProductAnswer, heldPrice: PricedProduct | undefined, entry: Entry) =>
  JSON.stringify(held) === JSON.stringify(entry.answer) && JSON.stringify(heldPrice) === JSON.stringify(entry.price)

/**
 * The snapshot after `change`, without touching `previous` (readers may still be answering from it). Products that
 * did not change keep their answer and card objects; a renamed category gives its products new ones. `changedIds`
 * names every product whose answer differs (added, changed or removed), for patching the search and code indexes.
 */
export function patchSnapshot(
  previous: CatalogueSnapshot,
  change: CatalogueChange,
): { snapshot: CatalogueSnapshot; changedIds: Set<string> } {
  const refs = refsOf(change.categories, previous.categoryRefs)
  const answers = new Map(previous.productById)
  const priceList = new Map(previous.priceList)
  const mediaOf = new Map(previous.mediaOf)
  const changedIds = new Set<string>()
  for (const id of change.removed) {
    if (answers.delete(id)) changedIds.add(id)
    priceList.delete(id)
    mediaOf.delete(id)
  }
  for (const entry of change.changed) {
    const id = entry.answer._id
    mediaOf.set(id, entry.media)
    const held = answers.get(id)
    if (held && sameEntry(held, priceList.get(id), entry)) continue
    answers.set(id, entry.answer)
    priceList.set(id, entry.price)
    changedIds.add(id)
  }
  for (const entry of change.repriced ?? []) {
    answers.set(entry.answer._id, entry.answer)
    priceList.set(entry.answer._id, entry.price)
    changedIds.add(entry.answer._id)
  }
  for (const [id, answer] of answers) {
    const ref =
      refs.get(answer.category._id) ?? (answer.category.name === '' ? answer.category : { _id: answer.category._id, name: '', slug: '' })
    if (ref === answer.category) continue
    answers.set(id, { ...answer, category: ref })
    changedIds.add(id)
  }

  const products = [...answers.values()].sort(byNameThenId)
  const cardById = new Map<string, ProductCard>()
  const cards = products.map((answer) => {
    const held = changedIds.has(answer._id) ? undefined : previous.cardById.get(answer._id)
    const card = held ?? toCard(answer)
    cardById.set(answer._id, card)
    return card
  })
  const cardsByCategory = new Map<string, ProductCard[]>(change.categories.map((category) => [category.slug, []]))
  for (const card of cards) cardsByCategory.get(card.category.slug)?.push(card)
  const snapshot: CatalogueSnapshot = {
    categories: change.categories,
    products,
    productById: answers,
    productBySlug: new Map(products.map((product) => [product.slug, product])),
    cards,
    cardById,
    cardsByCategory,
    priceList,
    categoryRefs: refs,
    mediaOf,
  }
  return { snapshot, changedIds }
}
