import type { Payload } from 'payload'

import { DEFAULT_AVAILABILITY_SETTINGS } from '../../contract/availability'
import { catalogue } from '../catalogue/snapshot'

/** What the stock reports need of a catalogue code: its product's name, whether stock is counted, its reorder level. */
export type CodeRule = { product: string; tracksStock: boolean; reorderBelow: number }

/**
 * Every published code's rule, from the catalogue this process already holds in memory (no database read per code):
 * the reorder level is the code's own low-stock threshold, else the site's.
 */
export async function codeRules(payload: Payload): Promise<Map<string, CodeRule>> {
  const [{ priceList }, settings] = await Promise.all([
    catalogue(payload),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, select: { lowStockThreshold: true } }),
  ])
  const siteLevel = settings.lowStockThreshold ?? DEFAULT_AVAILABILITY_SETTINGS.lowStockThreshold
  const rules = new Map<string, CodeRule>()
  for (const product of priceList.values()) {
    for (const code of product.variants.flatMap((variant) => variant.codes)) {
      rules.set(code.shortCode, {
        product: product.name,
        tracksStock: product.stock.tracksStock,
        reorderBelow: code.lowStockThreshold ?? siteLevel,
      })
    }
  }
  return rules
}

/**
 * The codes of products that track stock whose available units (over every lot and location in `available`) are
 * below their reorder level, with those units; a code with no lot at all counts as 0.
 */
export function codesBelowReorder(rules: ReadonlyMap<string, CodeRule>, available: ReadonlyMap<string, number>) {
  const below: { code: string; product: string; available: number; reorderBelow: number }[] = []
  for (const [code, rule] of rules) {
    const units = available.get(code) ?? 0
    if (rule.tracksStock && units < rule.reorderBelow)
      below.push({ code, product: rule.product, available: units, reorderBelow: rule.reorderBelow })
  }
  return below.sort((a, b) => a.code.localeCompare(b.code))
}
