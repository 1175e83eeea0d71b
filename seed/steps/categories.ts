import { slugify } from '../../cms/lib/slug'
import { CATEGORIES, type SeedCategory } from '../data/categories'
import type { ImageJob } from '../images/media-store'
import { PALETTES, renderItem } from '../images/render'
import { indexBy, upsert } from '../upsert'
import type { SeedContext } from './context'

export interface SeededCategory extends SeedCategory {
  id: string
  slug: string
  imageId: string
}

function categoryImage(category: SeedCategory): ImageJob {
  return {
    key: `category-${slugify(category.name)}`,
    alt: `${category.name}: range of ${category.name.toLowerCase()} by Nuvo Surgical`,
    draw: () => renderItem({ title: category.name, label: 'CATEGORY', palette: PALETTES[category.palette], shape: category.shape }),
  }
}

export const categoryImages = (): ImageJob[] => CATEGORIES.map(categoryImage)

/** The ten categories in display order, each with its picture. Returns them by name. */
export async function seedCategories(ctx: SeedContext): Promise<Map<string, SeededCategory>> {
  const { payload, media } = ctx
  const bySlug = await indexBy(payload, 'categories', 'slug')
  const seeded = new Map<string, SeededCategory>()
  for (const [order, category] of CATEGORIES.entries()) {
    const slug = slugify(category.name)
    const image = categoryImage(category)
    const imageId = await media.ensure(image.key, image.alt, image.draw)
    const id = await upsert(payload, 'categories', bySlug, slug, {
      name: category.name,
      slug,
      image: imageId,
      seoText: category.seoText,
      metaDescription: category.metaDescription,
      displayOrder: order + 1,
    })
    seeded.set(category.name, { ...category, id, slug, imageId })
  }
  ctx.log(`categories: ${seeded.size}`)
  return seeded
}
