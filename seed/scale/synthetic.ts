import { roundToFive, type SeedCode, type SeedProduct } from '../data/products/types'

/** Pack lines that make a synthetic product's name read like a real catalogue entry. */
const PACK_LINES = ['Hospital Pack', 'Value Pack', 'Premium', 'Clinic Pack', 'Bulk Pack', 'OT Pack', 'Ward Pack', 'Export Grade']

/** A template's code letters ("NW" of "NW 2345"), used for the synthetic model number and codes. */
function codeLetters(product: SeedProduct): string {
  return product.variants[0]?.codes[0]?.shortCode.split(' ')[0] ?? 'NX'
}

/**
 * The n-th synthetic product made from a real one: same category, texts and sizes, a name with a pack line and a
 * model number (e.g. "Nuvolon Nylon Suture Ward Pack NN-00421"), its own codes and prices 15 % below to 25 % above
 * the template's. The same n always gives the same product, so a re-run finds it again by slug.
 */
export function syntheticProduct(template: SeedProduct, n: number, templateCount: number): SeedProduct {
  const letters = codeLetters(template)
  const serial = String(n).padStart(5, '0')
  const line = PACK_LINES[Math.floor(n / templateCount) % PACK_LINES.length]
  const factor = 0.85 + ((n * 37) % 41) / 100
  let k = 0
  const recode = (code: SeedCode): SeedCode => {
    k += 1
    const shortCode = `${letters} ${serial}-${k}`
    const mrp = roundToFive(code.mrp * factor)
    return {
      shortCode,
      fullCode: code.fullCode.replace(code.shortCode, shortCode),
      mrp,
      price: Math.min(mrp, roundToFive(code.price * factor)),
    }
  }
  return {
    ...template,
    name: `${template.name} ${line} ${letters}-${serial}`,
    homeTab: undefined,
    variants: template.variants.map((variant) => ({ size: variant.size, codes: variant.codes.map(recode) })),
  }
}
