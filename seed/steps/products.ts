import type { RequiredDataFromCollectionSlug } from 'payload'

import { rupeesToPaise } from '../../cms/contract/pricing'
import { slugify } from '../../cms/lib/slug'
import { CATEGORIES, type SeedCategory } from '../data/categories'
import { CATALOGUE, type SeedProduct } from '../data/products'
import { BACKORDER_PRODUCT } from '../data/stock'
import type { ImageJob } from '../images/media-store'
import { PALETTES, renderItem } from '../images/render'
import { indexBy, upsert } from '../upsert'
import type { SeededCategory } from './categories'
import type { SeedContext } from './context'
import { tradeTermsOf } from './trade'

type ProductData = RequiredDataFromCollectionSlug<'products'>

const lines = (texts: string[] | undefined) => (texts ?? []).map((text) => ({ text }))

/** A seed product as Payload stores it: prices in paise, text lists as rows, published, its stock counted. */
export function toProductData(product: SeedProduct, categoryId: string, images: string[]): ProductData {
  return {
    name: product.name,
    slug: slugify(product.name),
    genericName: product.genericName,
    category: categoryId,
    images,
    description: lines(product.description),
    variants: product.variants.map((variant) => ({
      size: variant.size,
      codes: variant.codes.map((code) => ({
        shortCode: code.shortCode,
        fullCode: code.fullCode,
        originalPrice: rupeesToPaise(code.mrp),
        discountedPrice: rupeesToPaise(code.price),
        ...tradeTermsOf(code.shortCode),
      })),
    })),
    metaData: {
      benefits: lines(product.benefits),
      applications: lines(product.applications),
      features: lines(product.features),
      advantages: lines(product.advantages),
      productDesc: (product.specs ?? []).map(([key, value]) => ({ key, value })),
      tensileStrength: (product.tensileStrength ?? []).map((row) => ({
        postImplantation: row.after,
        strength: row.strength,
        subcat: (row.subcat ?? []).map(([name, value]) => ({ name, value })),
      })),
    },
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    homeTab: product.homeTab ?? null,
    metaDescription: product.metaDescription,
    tracksStock: true,
    ...(product.name === BACKORDER_PRODUCT.name ? { allowBackorder: true, leadTimeDays: BACKORDER_PRODUCT.leadTimeDays } : {}),
    _status: 'published',
  }
}

function productImage(product: SeedProduct, category: SeedCategory): ImageJob {
  return {
    key: `product-${slugify(product.name)}`,
    alt: `${product.name}: ${product.genericName}`,
    draw: () =>
      renderItem({
        title: product.name,
        label: category.name,
        palette: PALETTES[category.palette],
        shape: product.shape ?? category.shape,
      }),
  }
}

function categoryOf(name: string): SeedCategory {
  const category = CATEGORIES.find((candidate) => candidate.name === name)
  if (!category) throw new Error(`Seed products name an unknown category: ${name}`)
  return category
}

export const productImages = (): ImageJob[] =>
  CATALOGUE.flatMap((group) => group.products.map((product) => productImage(product, categoryOf(group.category))))

/**
 * Every catalogue product, published, with its own picture first and the category's picture second.
 * Returns how many products the catalogue defines.
 */
export async function seedProducts(ctx: SeedContext, categories: Map<string, SeededCategory>): Promise<number> {
  const { payload, media } = ctx
  const bySlug = await indexBy(payload, 'products', 'slug')
  let count = 0
  for (const group of CATALOGUE) {
    const category = categories.get(group.category)
    if (!category) throw new Error(`Seed products name an unknown category: ${group.category}`)
    for (const product of group.products) {
      const image = productImage(product, category)
      const imageId = await media.ensure(image.key, image.alt, image.draw)
      const data = toProductData(product, category.id, [imageId, category.imageId])
      await upsert(payload, 'products', bySlug, data.slug!, data)
      count += 1
    }
  }
  ctx.log(`products: ${count}`)
  return count
}
