import { queryOptions, useQuery } from '@tanstack/react-query'

import { productListResponseSchema, slugNameRequestSchema } from '@contract'

import { shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `POST /product/category {slugName}`: the products of one category. */
export async function getCategoryProducts(categorySlug: string, signal?: AbortSignal) {
  const body = slugNameRequestSchema.parse({ slugName: categorySlug })
  const response = await shopApi.post('/product/category', body, productListResponseSchema, { signal })
  return response.data
}

export const categoryProductsQueryOptions = (categorySlug: string) =>
  queryOptions({
    queryKey: ['products', 'category', categorySlug],
    queryFn: ({ signal }) => getCategoryProducts(categorySlug, signal),
    initialData: () => initialAnswer(`category-products:${categorySlug}`, productListResponseSchema)?.data,
  })

/** Fetched again whenever the category slug changes (the slug is part of the query key). */
export function useCategoryProducts(categorySlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryProductsQueryOptions(categorySlug), enabled })
}
