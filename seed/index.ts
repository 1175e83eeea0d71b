import type { Payload } from 'payload'

import { countSeeded, type SeedCounts } from './counts'
import { DEMO_STAFF, type SeedStaff } from './data/accounts'
import { MediaStore } from './images/media-store'
import { seedDemoCustomer, seedDiscountCodes, seedStaff } from './steps/accounts'
import { seedGstRates } from './steps/gst-rates'
import { categoryImages, seedCategories } from './steps/categories'
import { seedCompany } from './steps/company'
import { seedCompliance } from './steps/compliance'
import type { SeedContext } from './steps/context'
import { homeImages, seedGlobals } from './steps/globals'
import { postImages, seedPosts } from './steps/posts'
import { productImages, seedProducts } from './steps/products'
import { seedStock } from './steps/stock'
import { seedTrade } from './steps/trade'

export { countSeeded, formatCounts, type SeedCounts } from './counts'
export { DEMO_CUSTOMER, DEMO_STAFF, type SeedStaff } from './data/accounts'
export { DEMO_COMPANY_MEMBERS } from './data/company'
export { DEMO_DISTRIBUTOR } from './data/trade'
export { scaleCatalogue } from './scale/index'

export interface SeedOptions {
  log?: (message: string) => void
  /** Staff accounts to make sure of. Default: the three demo logins of seed/README.md. */
  staff?: SeedStaff[]
  /** Whether to create the demo customer. Default: true. */
  demoCustomer?: boolean
}

/** True once the catalogue has been seeded (any category exists). */
export async function isSeeded(payload: Payload): Promise<boolean> {
  return (await payload.count({ collection: 'categories' })).totalDocs > 0
}

/**
 * Fills the database with the shop's catalogue, blog, home content, settings, discount codes and accounts.
 * Safe to run again: every document is found by its slug, code, email or username and updated, never duplicated;
 * images are drawn and uploaded only when missing.
 */
export async function seedDatabase(payload: Payload, options: SeedOptions = {}): Promise<SeedCounts> {
  const ctx: SeedContext = { payload, media: await MediaStore.load(payload), log: options.log ?? (() => {}) }
  await ctx.media.ensureAll([...categoryImages(), ...productImages(), ...postImages(), ...homeImages()])
  ctx.log(`images drawn and uploaded: ${ctx.media.created}`)
  await seedGstRates(ctx)
  const categories = await seedCategories(ctx)
  await seedProducts(ctx, categories)
  await seedStock(ctx)
  await seedCompliance(ctx)
  await seedPosts(ctx)
  await seedGlobals(ctx)
  await seedDiscountCodes(ctx)
  await seedStaff(ctx, options.staff ?? DEMO_STAFF)
  if (options.demoCustomer ?? true) await seedDemoCustomer(ctx)
  if (options.demoCustomer ?? true) await seedTrade(ctx)
  if (options.demoCustomer ?? true) await seedCompany(ctx)
  return countSeeded(payload)
}
