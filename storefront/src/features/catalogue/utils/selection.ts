import type { CodeEntry, Product } from '@contract'

import { GENERAL_SIZE } from '@/config/constants'

export type Selection = { size: string; code: string; quantity: string }

/** A product sold in the single size 'General' shows no size selector. */
export function hasGeneralSizeOnly(product: Pick<Product, 'variants'>): boolean {
  return product.variants.length > 0 && product.variants.every((variant) => variant.size === GENERAL_SIZE)
}

export function initialSelection(product: Pick<Product, 'variants'>): Selection {
  return { size: hasGeneralSizeOnly(product) ? GENERAL_SIZE : '', code: '', quantity: '1' }
}

/** Choosing a size resets the chosen code. */
export function chooseSize(selection: Selection, size: string): Selection {
  return { ...selection, size, code: '' }
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

/** Quantity, size and code all present and valid (else the 'Please select the quantity , size and code' toast). */
export function completeSelection(product: Pick<Product, 'variants'>, selection: Selection) {
  const quantity = parseQuantity(selection.quantity)
  const code = selectedCodeEntry(product, selection)
  if (quantity === null || !selection.size || !code) return null
  return { size: selection.size, code: code.shortCode, quantity }
}
