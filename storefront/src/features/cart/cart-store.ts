import { useSyncExternalStore } from 'react'
import { z } from 'zod'

import { MAX_LINE_QUANTITY, variantSchema } from '@contract'

/** The cart is kept in local storage under this key, as a list of cart lines. */
export const CART_STORAGE_KEY = 'nuvo_cart'
const CHANGE_EVENT = 'nuvo:cart-change'

/** The product as a cart line keeps it (_id, name, genericName, image, category.name, variants; slugs to link back). */
const cartProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  genericName: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  slug: z.string().optional(),
  category: z.object({ name: z.string(), slug: z.string().optional() }),
  variants: z.array(variantSchema),
})

export const cartLineSchema = z.object({
  id: z.string(),
  size: z.string(),
  code: z.string(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  data: cartProductSchema,
})
export type CartLine = z.infer<typeof cartLineSchema>
export type CartProduct = z.infer<typeof cartProductSchema>

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
        const result = cartLineSchema.safeParse(line)
        return result.success ? [result.data] : []
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
    ? lines.map((entry) =>
        entry === existing ? { ...entry, quantity: Math.min(entry.quantity + quantity, MAX_LINE_QUANTITY) } : entry,
      )
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
