import type { Product } from '@contract'

/** The canonical product address: /categories/{category slug}/{product slug}. */
export function productPath(product: Pick<Product, 'slug' | 'category'>): string {
  return `/categories/${product.category.slug}/${product.slug}`
}
