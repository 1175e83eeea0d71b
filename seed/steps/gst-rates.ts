import { GST_RATES } from '../data/gst-rates'
import type { SeedContext } from './context'

/** The GST rates products choose from; before the products, whose rate must be one of them. */
export async function seedGstRates(ctx: SeedContext): Promise<void> {
  const { docs } = await ctx.payload.find({ collection: 'gst-rates', pagination: false, depth: 0 })
  const known = new Set(docs.map((doc) => doc.rate))
  for (const rate of GST_RATES) {
    if (!known.has(rate.rate)) await ctx.payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
  }
}
