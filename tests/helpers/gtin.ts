import { randomInt } from 'node:crypto'

import { gtinCheckDigit } from '../../cms/contract/gs1'

/** A valid GTIN-14 under the Indian GS1 prefix (890) that no other test uses. */
export function newGtin(): string {
  const body = `0890${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`
  return body + gtinCheckDigit(body)
}

type CodeRow = { shortCode: string; gtin?: string | null }
type StoredProduct = { id: string; variants: { size: string; codes: CodeRow[] }[] }

/** The product's variants with `gtin` on its first code: what a PATCH of the product sends to give that code a GTIN. */
export function variantsWithGtin(product: StoredProduct, gtin: string): StoredProduct['variants'] {
  return product.variants.map((variant, variantIndex) => ({
    ...variant,
    codes: variant.codes.map((code, codeIndex) => (variantIndex === 0 && codeIndex === 0 ? { ...code, gtin } : code)),
  }))
}
