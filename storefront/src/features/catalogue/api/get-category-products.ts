import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import type { CategoryPageRequest, productPageResponseSchema } from '@contract'

import { type AnswerOf, shopApi } from '@/lib/api-client'
import { initialAnswer } from '@/lib/initial-data'

/** `POST /product/category {slugName, page}`: one page of a category's product cards, with the total. */
export async function getCategoryProducts(categorySlug: string, page: number, signal?: AbortSignal) {
  const body: CategoryPageRequest = { slugName: categorySlug, page }
  return shopApi.post<AnswerOf<typeof productPageResponseSchema>>('/product/category', body, { signal })
}

/** The first page of a category: enough for the home page's sutures, top sellers and related products. */
export const categoryFirstPageQueryOptions = (categorySlug: string) =>
  queryOptions({
    queryKey: ['products', 'category', categorySlug, 'first-page'],
    queryFn: ({ signal }) => getCategoryProducts(categorySlug, 1, signal),
  })

/** Fetched again whenever the category slug changes (the slug is part of the query key). */
export function useCategoryFirstPage(categorySlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryFirstPageQueryOptions(categorySlug), enabled, select: (answer) => answer.data })
}

/** Every page of a category loaded so far, the first from the server-rendered page when it carries it. */
export const categoryPagesQueryOptions = (categorySlug: string) =>
  infiniteQueryOptions({
    queryKey: ['products', 'category', categorySlug, 'pages'],
    queryFn: ({ signal, pageParam }) => getCategoryProducts(categorySlug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    initialData: () => {
      const first = initialAnswer<AnswerOf<typeof productPageResponseSchema>>(`category-products:${categorySlug}`)
      return first ? { pages: [first], pageParams: [1] } : undefined
    },
  })

/** The category page's product list, one page at a time ("Load more"). */
export function useCategoryPages(categorySlug: string) {
  return useInfiniteQuery(categoryPagesQueryOptions(categorySlug))
}
