import { useSyncExternalStore } from 'react'

import { MAX_LINE_QUANTITY, type CodeEntry, type Variant } from '@contract'

/** The cart is kept in local storage under this key, as a list of cart lines. */
export const CART_STORAGE_KEY = 'nuvo_cart'
const CHANGE_EVENT = 'nuvo:cart-change'

/** The product as a cart line keeps it (_id, name, genericName, image, category.name, variants; slugs to link back). */
export type CartProduct = {
  _id: string
  name: string
  genericName?: string | null
  image?: string | null
  slug?: string
  category: { name: string; slug?: string }
  variants: Variant[]
}

export type CartLine = { id: string; size: string; code: string; quantity: number; data: CartProduct }

/*
 * Stored lines are read field by field, without the schema library (it stays out of the first download, see
 * docs/decisions/018-storefront-first-load-budget.md): a line from an older or tampered store that lacks a field is
 * dropped, and fields the cart does not keep are left behind.
 */
type Fields = Record<string, unknown>
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isOptionalText = (value: unknown): value is string | null | undefined => value === undefined || value === null || isText(value)

function readCode(value: unknown): CodeEntry | null {
  if (!isObject(value) || !isText(value.shortCode) || !isOptionalText(value.fullCode)) return null
  if (typeof value.originalPrice !== 'number' || typeof value.discountedPrice !== 'number') return null
  const code: CodeEntry = { shortCode: value.shortCode, originalPrice: value.originalPrice, discountedPrice: value.discountedPrice }
  if (value.fullCode !== undefined) code.fullCode = value.fullCode
  return code
}

function readVariant(value: unknown): Variant | null {
  if (!isObject(value) || !isText(value.size) || !Array.isArray(value.codes)) return null
  const codes = value.codes.map(readCode)
  return codes.every((code) => code !== null) ? { size: value.size, codes } : null
}

function readProduct(value: unknown): CartProduct | null {
  if (!isObject(value) || !isText(value._id) || !isText(value.name) || !isOptionalText(value.genericName) || !isOptionalText(value.image))
    return null
  if (!(value.slug === undefined || isText(value.slug)) || !isObject(value.category) || !isText(value.category.name)) return null
  if (!(value.category.slug === undefined || isText(value.category.slug)) || !Array.isArray(value.variants)) return null
  const variants = value.variants.map(readVariant)
  if (!variants.every((variant) => variant !== null)) return null
  const product: CartProduct = { _id: value._id, name: value.name, category: { name: value.category.name }, variants }
  if (value.genericName !== undefined) product.genericName = value.genericName
  if (value.image !== undefined) product.image = value.image
  if (value.slug !== undefined) product.slug = value.slug
  if (value.category.slug !== undefined) product.category.slug = value.category.slug
  return product
}

/** A stored cart line, or null when it is not one (a quantity that is not a whole number from 1 to the maximum). */
export function readCartLine(value: unknown): CartLine | null {
  if (!isObject(value) || !isText(value.id) || !isText(value.size) || !isText(value.code)) return null
  const quantity = value.quantity
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null
  const data = readProduct(value.data)
  return data ? { id: value.id, size: value.size, code: value.code, quantity, data } : null
}

/** What the product page hands over: the quantity may still be the text of its input. */
export type NewCartLine = Omit<CartLine, 'quantity' | 'data'> & {
  quantity: number | string
  data: CartProduct & Record<string, unknown>
}

const EMPTY: CartLine[] = []
let cachedRaw: string | null | undefined
let cachedLines: CartLine[] = EMPTY

/** The stored lines; unreadable lines are dropped. Same array while storage is unchanged. */
export function readCart(): CartLine[] {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    return EMPTY
  }
  if (raw === cachedRaw) return cachedLines
  cachedRaw = raw
  cachedLines = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed)) {
      cachedLines = parsed.flatMap((line) => {
        const read = readCartLine(line)
        return read ? [read] : []
      })
    }
  } catch {
    cachedLines = EMPTY
  }
  return cachedLines
}

export function writeCart(lines: CartLine[]): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines))
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export const isSameLine = (a: Pick<CartLine, 'id' | 'size' | 'code'>, b: Pick<CartLine, 'id' | 'size' | 'code'>) =>
  a.id === b.id && a.size === b.size && a.code === b.code

/** A quantity as typed: a whole number from 1 to the line maximum, otherwise null. */
export function parseQuantity(value: number | string): number | null {
  const quantity = typeof value === 'number' ? value : Number(String(value).trim())
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null
  return quantity
}

function toCartProduct(product: NewCartLine['data']): CartProduct {
  return {
    _id: product._id,
    name: product.name,
    genericName: product.genericName ?? null,
    image: product.image ?? null,
    slug: product.slug,
    category: { name: product.category.name, slug: product.category.slug },
    variants: product.variants,
  }
}

/** `lines` with `line` added: an identical line (same product, size and code) gets the quantity added to it. */
function mergeLine(lines: CartLine[], line: NewCartLine, quantity: number): CartLine[] {
  const existing = lines.find((entry) => isSameLine(entry, line))
  return existing
    ? lines.map((entry) => (entry === existing ? { ...entry, quantity: Math.min(entry.quantity + quantity, MAX_LINE_QUANTITY) } : entry))
    : [...lines, { id: line.id, size: line.size, code: line.code, quantity, data: toCartProduct(line.data) }]
}

const isComplete = (line: NewCartLine) => Boolean(line.size && line.code && line.id)

/**
 * Adds a line to the stored cart. An identical line (same product, size and code) gets the quantity added to it.
 * Returns false, changing nothing, when the quantity, size or code is missing or unusable.
 */
export function addToCart(line: NewCartLine): boolean {
  const quantity = parseQuantity(line.quantity)
  if (quantity === null || !isComplete(line)) return false
  writeCart(mergeLine(readCart(), line, quantity))
  return true
}

/** Adds several lines in one write, merging as `addToCart` does; unusable lines are left out. Returns how many went in. */
export function addLinesToCart(lines: NewCartLine[]): number {
  let cart = readCart()
  let added = 0
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity)
    if (quantity === null || !isComplete(line)) continue
    cart = mergeLine(cart, line, quantity)
    added += 1
  }
  if (added > 0) writeCart(cart)
  return added
}

export function removeCartLine(line: Pick<CartLine, 'id' | 'size' | 'code'>): void {
  writeCart(readCart().filter((entry) => !isSameLine(entry, line)))
}

export function clearCart(): void {
  writeCart([])
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY)
}

/** The navbar badge: how many lines the cart holds, kept in step with storage (also across tabs). */
export function useCartCount(): number {
  return useCart().length
}
