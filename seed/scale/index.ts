import type { Payload } from 'payload'

import { slugify } from '../../cms/lib/slug'
import { CATALOGUE, type SeedProduct } from '../data/products'
import { MediaStore } from '../images/media-store'
import { toProductData } from '../steps/products'
import { indexBy } from '../upsert'
import { bulkInsertProducts, canBulkInsert } from './sqlite-writer'
import { syntheticProduct } from './synthetic'

const BATCH = 500

interface Template {
  product: SeedProduct
  categoryId: string
  images: string[]
}

/** The seeded products as templates, each with its category id and the two images synthetic copies share. */
async function loadTemplates(payload: Payload): Promise<Template[]> {
  const categories = await indexBy(payload, 'categories', 'name')
  const media = await MediaStore.load(payload)
  const templates: Template[] = []
  for (const group of CATALOGUE) {
    const categoryId = categories.get(group.category)
    const categoryImage = media.idOf(`category-${slugify(group.category)}`)
    if (!categoryId) throw new Error(`Run the base seed first: category ${group.category} is missing`)
    for (const product of group.products) {
      const productImage = media.idOf(`product-${slugify(product.name)}`)
      const images = [productImage, categoryImage].filter((id): id is string => Boolean(id))
      templates.push({ product, categoryId, images })
    }
  }
  return templates
}

/**
 * Adds synthetic products (copies of the seeded ones with their own names, codes and prices, sharing their
 * images) until the catalogue holds `target` products. On SQLite they are written in bulk; on other databases
 * through the Local API. Returns how many were added.
 */
export async function scaleCatalogue(payload: Payload, target: number, options: { log?: (message: string) => void } = {}): Promise<number> {
  const log = options.log ?? (() => {})
  const existing = (await payload.count({ collection: 'products' })).totalDocs
  if (existing >= target) {
    log(`scale: the catalogue already has ${existing} products (target ${target})`)
    return 0
  }
  const templates = await loadTemplates(payload)
  const slugs = new Set((await indexBy(payload, 'products', 'slug')).keys())
  const bulk = canBulkInsert(payload)
  const started = Date.now()
  let added = 0
  for (let n = 1; existing + added < target;) {
    const batch = []
    while (batch.length < BATCH && existing + added + batch.length < target) {
      const template = templates[n % templates.length]
      const product = syntheticProduct(template.product, n, templates.length)
      n += 1
      const data = toProductData(product, template.categoryId, template.images)
      if (slugs.has(data.slug!)) continue
      slugs.add(data.slug!)
      batch.push(data)
    }
    if (bulk) await bulkInsertProducts(payload, batch)
    else for (const data of batch) await payload.create({ collection: 'products', data, depth: 0 })
    added += batch.length
    log(`scale: ${existing + added} / ${target} products`)
  }
  log(`scale: added ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${bulk ? 'bulk SQL' : 'Local API'})`)
  return added
}
