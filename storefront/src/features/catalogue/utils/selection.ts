import { firstPackQuantity, packRuleProblem, unitPriceFor, type CodeEntry, type Product } from '@contract'

import { GENERAL_SIZE } from '@/config/constants'

export type Selection = { size: string; code: string; quantity: string }

/** A product sold in the single size 'General' shows no size selector. */
export function hasGeneralSizeOnly(product: Pick<Product, 'variants'>): boolean {
  return product.variants.length > 0 && product.variants.every((variant) => variant.size === GENERAL_SIZE)
}

export function initialSelection(product: Pick<Product, 'variants'>): Selection {
  return { size: hasGeneralSizeOnly(product) ? GENERAL_SIZE : '', code: '', quantity: '1' }
}

/** The quantity a code starts at: the least its pack rule allows (1 without a rule, or without a code). */
const startOf = (code: CodeEntry | undefined): string => String(code ? firstPackQuantity(code) : 1)

/** The quantity is still the one the chosen code (or no code) started it at: the buyer has not typed one. */
const quantityUntouched = (product: Pick<Product, 'variants'>, selection: Selection) =>
  selection.quantity.trim() === startOf(selectedCodeEntry(product, selection))

/** Choosing a size resets the chosen code, and the quantity that code started. */
export function chooseSize(product: Pick<Product, 'variants'>, selection: Selection, size: string): Selection {
  return { size, code: '', quantity: quantityUntouched(product, selection) ? startOf(undefined) : selection.quantity }
}

/**
 * Choosing a code starts the quantity at the least its pack rule allows (12 for a box of 12, 10 for a minimum of 10),
 * unless the buyer typed a quantity the code allows.
 */
export function chooseCode(product: Pick<Product, 'variants'>, selection: Selection, shortCode: string): Selection {
  const next = { ...selection, code: shortCode }
  const code = selectedCodeEntry(product, next)
  const typed = parseQuantity(selection.quantity)
  const keepsTyped =
    !quantityUntouched(product, selection) && typed !== null && (!code || packRuleProblem(code.shortCode, code, typed) === null)
  return keepsTyped ? next : { ...next, quantity: startOf(code) }
}

export function codesForSize(product: Pick<Product, 'variants'>, size: string): CodeEntry[] {
  return product.variants.find((variant) => variant.size === size)?.codes ?? []
}

export function selectedCodeEntry(product: Pick<Product, 'variants'>, selection: Selection): CodeEntry | undefined {
  return codesForSize(product, selection.size).find((code) => code.shortCode === selection.code)
}

/** Placeholder of the code selector: 'Select size' for a General-only product, else 'Select code'. */
export function codePlaceholder(product: Pick<Product, 'variants'>): string {
  return hasGeneralSizeOnly(product) ? 'Select size' : 'Select code'
}

/** The whole number of items typed in the free-text quantity field, or null when it is not a positive whole number. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!/^[0-9]+$/.test(trimmed)) return null
  const quantity = Number(trimmed)
  return quantity >= 1 ? quantity : null
}

/** Why the typed quantity breaks the chosen code's pack rule ("BD 7121 is sold in multiples of 12"), or null. */
export function packProblemOf(product: Pick<Product, 'variants'>, selection: Selection): string | null {
  const code = selectedCodeEntry(product, selection)
  const quantity = parseQuantity(selection.quantity)
  return code && quantity !== null ? packRuleProblem(code.shortCode, code, quantity) : null
}

/** The price of one unit of a code at a quantity (null: not typed yet, priced as one): "Our price", or a tier's lower price. */
export function unitPriceAt(code: CodeEntry, quantity: number | null): number {
  return unitPriceFor(code.discountedPrice, code.tiers, quantity ?? 1)
}

/** Quantity, size and code all present and valid (else the 'Please select the quantity , size and code' toast). */
export function completeSelection(product: Pick<Product, 'variants'>, selection: Selection) {
  const quantity = parseQuantity(selection.quantity)
  const code = selectedCodeEntry(product, selection)
  if (quantity === null || !selection.size || !code) return null
  return { size: selection.size, code: code.shortCode, quantity }
}
