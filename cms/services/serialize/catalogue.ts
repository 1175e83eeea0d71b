import type { Category as CategoryAnswer, MetaData, Product as ProductAnswer, ProductCard } from '../../contract/catalogue'
import { ourPriceRange, paiseToRupees, priceRange, tiersOf, type VariantLike } from '../../contract/pricing'
import type { Category, Product } from '../../payload-types'
import { toCompliance } from './compliance'
import { imageSet, imageUrl, type MediaRef } from './media'

type TextRows = { text: string }[] | null | undefined
const lines = (rows: TextRows): string[] => (rows ?? []).map((row) => row.text)

/** A category as the shop API names it (`_id`, name, slug, image URL), with its image sizes and SEO texts. */
export function toCategory(category: Category): CategoryAnswer {
  return {
    _id: category.id,
    name: category.name,
    slug: category.slug ?? '',
    image: imageUrl(category.image as MediaRef),
    imageSet: imageSet(category.image as MediaRef, category.name),
    seoText: category.seoText ?? null,
    metaDescription: category.metaDescription ?? null,
  }
}

function toMetaData(metaData: Product['metaData']): MetaData {
  return {
    benefits: lines(metaData?.benefits),
    applications: lines(metaData?.applications),
    features: lines(metaData?.features),
    advantages: lines(metaData?.advantages),
    product_Desc: (metaData?.productDesc ?? []).map((row) => ({ [row.key]: row.value })),
    tensileStrength: (metaData?.tensileStrength ?? []).map((row) => ({
      Post_Implantation: row.postImplantation,
      strength: row.strength,
      ...(row.subcat && row.subcat.length > 0 ? { subcat: row.subcat.map((entry) => ({ name: entry.name, value: entry.value })) } : {}),
    })),
  }
}

/**
 * A code's quantity tiers (in rupees, from the stored paise) and pack rule, in the answer only when the code has them:
 * every buyer gets them, so they are part of the public, cached answer.
 */
function packAndTiersOf(code: NonNullable<NonNullable<Product['variants']>[number]['codes']>[number]) {
  const tiers = tiersOf(code.tiers).map((tier) => ({ minQuantity: tier.minQuantity, price: paiseToRupees(tier.price) }))
  return {
    ...(tiers.length > 0 ? { tiers } : {}),
    ...(code.minQuantity && code.minQuantity > 1 ? { minQuantity: code.minQuantity } : {}),
    ...(code.multipleOf && code.multipleOf > 1 ? { multipleOf: code.multipleOf } : {}),
  }
}

const inRupees = ({ min, max }: { min: number; max: number }) => ({ min: paiseToRupees(min), max: paiseToRupees(max) })

/** The MRP and "Our price" ranges of a product's stored variants (paise), in rupees. */
export function priceRangesOf(variants: readonly VariantLike[] | null | undefined): Pick<ProductAnswer, 'priceRange' | 'ourPriceRange'> {
  return { priceRange: inRupees(priceRange(variants)), ourPriceRange: inRupees(ourPriceRange(variants)) }
}

/**
 * A product as the shop API names it: `_id`, `slugName` (= slug), `image` (the first image), prices in rupees, and
 * metaData with `product_Desc` and `tensileStrength[].Post_Implantation`. Expects depth 1 (category and images).
 */
export function toProduct(product: Product): ProductAnswer {
  const images = (product.images ?? []) as MediaRef[]
  const category = typeof product.category === 'object' && product.category ? product.category : null
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug ?? '',
    slugName: product.slug ?? '',
    genericName: product.genericName ?? null,
    images: images.map(imageUrl).filter((url): url is string => url !== null),
    image: images.map(imageUrl).find((url) => url !== null) ?? null,
    imageSet: images.map((image) => imageSet(image, product.name)).filter((image) => image !== null),
    category: category
      ? { _id: category.id, name: category.name, slug: category.slug ?? '' }
      : { _id: String(product.category ?? ''), name: '', slug: '' },
    variants: (product.variants ?? []).map((variant) => ({
      size: variant.size,
      codes: (variant.codes ?? []).map((code) => ({
        shortCode: code.shortCode,
        fullCode: code.fullCode ?? null,
        originalPrice: paiseToRupees(code.originalPrice),
        discountedPrice: paiseToRupees(code.discountedPrice),
        ...packAndTiersOf(code),
      })),
    })),
    description: lines(product.description),
    metaData: toMetaData(product.metaData),
    ...priceRangesOf(product.variants),
    hsnCode: product.hsnCode ?? null,
    gstRate: product.gstRate ? Number(product.gstRate) : null,
    homeTab: product.homeTab ?? null,
    metaDescription: product.metaDescription ?? null,
    compliance: toCompliance(product.compliance),
    updatedAt: product.updatedAt,
  }
}

/** At most the first entry; the same array when it has no more (the catalogue snapshot keeps both shapes). */
const firstOnly = <T>(list: T[]): T[] => (list.length <= 1 ? list : list.slice(0, 1))

/** The card of a product answer: what a list shows, with only the first image (contract: productCardSchema). */
export function toCard(product: ProductAnswer): ProductCard {
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    slugName: product.slugName,
    genericName: product.genericName,
    images: firstOnly(product.images),
    image: product.image,
    imageSet: product.imageSet && firstOnly(product.imageSet),
    category: product.category,
    priceRange: product.priceRange,
    ourPriceRange: product.ourPriceRange,
    homeTab: product.homeTab,
  }
}
