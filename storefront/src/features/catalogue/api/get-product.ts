import { queryOptions, useQuery } from '@tanstack/react-query'

import { productListResponseSchema, slugNameRequestSchema } from '@contract'

import { ApiError, shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `POST /product/single {slugName}`: a list whose first element is the product. */
export async function getProduct(productSlug: string, signal?: AbortSignal) {
  const body = slugNameRequestSchema.parse({ slugName: productSlug })
  const response = await shopApi.post('/product/single', body, productListResponseSchema, { signal })
  const product = response.data[0]
  if (!product) throw new ApiError('Product not found', 404)
  return product
}

export const productQueryOptions = (productSlug: string) =>
  queryOptions({
    queryKey: ['products', 'single', productSlug],
    queryFn: ({ signal }) => getProduct(productSlug, signal),
    initialData: () => initialAnswer(`product:${productSlug}`, productListResponseSchema)?.data[0],
    // A product-fetch failure is logged to the console only.
    meta: { errors: 'log' },
  })

export function useProduct(productSlug: string) {
  return useQuery(productQueryOptions(productSlug))
}
