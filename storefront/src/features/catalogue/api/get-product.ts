import { queryOptions, useQuery } from '@tanstack/react-query'

import type { productListResponseSchema, SlugNameRequest } from '@contract'

import { type AnswerOf, ApiError, shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'
import { readSession } from '@/lib/session'

/**
 * `POST /product/single {slugName}`: a list whose first element is the product. Signed in, the call carries the
 * buyer's token and the answer their prices (price lists), so it is kept apart from the public answer and forgotten
 * at sign-out.
 */
export async function getProduct(productSlug: string, signal?: AbortSignal, asBuyer = false) {
  const body: SlugNameRequest = { slugName: productSlug }
  const response = await shopApi.post<AnswerOf<typeof productListResponseSchema>>('/product/single', body, { signal, auth: asBuyer })
  const product = response.data[0]
  if (!product) throw new ApiError('Product not found', 404)
  return product
}

export const productQueryOptions = (productSlug: string) => {
  const buyer = readSession()?.user._id ?? null
  return queryOptions({
    queryKey: ['products', 'single', productSlug, buyer ?? 'public'],
    queryFn: ({ signal }) => getProduct(productSlug, signal, buyer !== null),
    // The page's first answer is the public one: a signed-in buyer waits for theirs.
    initialData: buyer ? undefined : () => initialAnswer<AnswerOf<typeof productListResponseSchema>>(`product:${productSlug}`)?.data[0],
    // A product-fetch failure is logged to the console only.
    meta: buyer ? { errors: 'log', private: true } : { errors: 'log' },
  })
}

export function useProduct(productSlug: string) {
  return useQuery(productQueryOptions(productSlug))
}
