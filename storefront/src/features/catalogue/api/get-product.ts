import { queryOptions, useQuery } from '@tanstack/react-query'

import type { productListResponseSchema, SlugNameRequest } from '@contract'

import { type AnswerOf, ApiError, shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `POST /product/single {slugName}`: a list whose first element is the product. */
export async function getProduct(productSlug: string, signal?: AbortSignal) {
  const body: SlugNameRequest = { slugName: productSlug }
  const response = await shopApi.post<AnswerOf<typeof productListResponseSchema>>('/product/single', body, { signal })
  const product = response.data[0]
  if (!product) throw new ApiError('Product not found', 404)
  return product
}

export const productQueryOptions = (productSlug: string) =>
  queryOptions({
    queryKey: ['products', 'single', productSlug],
    queryFn: ({ signal }) => getProduct(productSlug, signal),
    initialData: () => initialAnswer<AnswerOf<typeof productListResponseSchema>>(`product:${productSlug}`)?.data[0],
    // A product-fetch failure is logged to the console only.
    meta: { errors: 'log' },
  })

export function useProduct(productSlug: string) {
  return useQuery(productQueryOptions(productSlug))
}
