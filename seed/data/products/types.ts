import type { Shape } from '../../images/shapes'

/** Seed prices are written in rupees for readability; the seed stores them as integer paise. */
export interface SeedCode {
  shortCode: string
  fullCode: string
  mrp: number
  price: number
}

export interface SeedVariant {
  size: string
  codes: SeedCode[]
}

export interface SeedTensileRow {
  after: string
  strength: string
  subcat?: [name: string, value: string][]
}

export interface SeedProduct {
  name: string
  genericName: string
  /** The drawing on the product image; the category's drawing when left out. */
  shape?: Shape
  description: string[]
  variants: SeedVariant[]
  benefits?: string[]
  applications?: string[]
  features?: string[]
  advantages?: string[]
  /** Specification rows (key, value): material, needle, thread length, pack… */
  specs?: [key: string, value: string][]
  tensileStrength?: SeedTensileRow[]
  hsnCode: string
  gstRate: '0' | '5' | '12' | '18' | '28'
  homeTab?: 'featured' | 'dressings' | 'disposables'
  metaDescription: string
}

export interface SeedCategoryProducts {
  /** The category's name, exactly as in categories.ts. */
  category: string
  products: SeedProduct[]
}

/** Rounds a rupee amount to the nearest ₹5, as printed price lists do. */
export function roundToFive(rupees: number): number {
  return Math.max(5, Math.round(rupees / 5) * 5)
}

/** Our price from the MRP with a trade discount (0.2 = 20 % off). */
export function discounted(mrp: number, discount: number): number {
  return Math.min(mrp, roundToFive(mrp * (1 - discount)))
}

/** [size, detail, mrp] rows → one catalogue code per size, numbered from `first`: "NS 3501 - 35W, …". */
export function codePerSize(
  prefix: string,
  first: number,
  discount: number,
  rows: [size: string, detail: string, mrp: number][],
): SeedVariant[] {
  return rows.map(([size, detail, mrp], i) => {
    const shortCode = `${prefix} ${first + i}`
    return { size, codes: [{ shortCode, fullCode: `${shortCode} - ${size}, ${detail}`, mrp, price: discounted(mrp, discount) }] }
  })
}

/**
 * [size, detail, mrp] rows where a size may appear several times (packs, lengths, needles): codes numbered from
 * `first` and grouped under their size in the order sizes first appear. Each code gets a slightly different
 * discount so that codes of one product show a price range.
 */
export function codesBySize(
  prefix: string,
  first: number,
  discount: number,
  rows: [size: string, detail: string, mrp: number][],
): SeedVariant[] {
  const variants: SeedVariant[] = []
  rows.forEach(([size, detail, mrp], i) => {
    const shortCode = `${prefix} ${first + i}`
    const label = size === 'General' ? detail : `${size}, ${detail}`
    const code = { shortCode, fullCode: `${shortCode} - ${label}`, mrp, price: discounted(mrp, discount + (i % 3) * 0.02) }
    const variant = variants.find((v) => v.size === size)
    if (variant) variant.codes.push(code)
    else variants.push({ size, codes: [code] })
  })
  return variants
}

/** A product sold in one size: the size "General" with one code per pack. */
export function generalPacks(
  prefix: string,
  first: number,
  discount: number,
  packs: [detail: string, mrp: number][],
): SeedVariant[] {
  return codesBySize(prefix, first, discount, packs.map(([detail, mrp]) => ['General', detail, mrp]))
}
