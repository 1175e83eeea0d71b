/**
 * The answer-cache key of a product's public answer (`POST /product/single`), by its normalised slug: the endpoint
 * caches under it, and availability (services/stock/availability) forgets exactly the products whose stock changed.
 */
export const productAnswerKey = (slug: string): string => `product:single:${slug}`
