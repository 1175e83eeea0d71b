import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'

import { handleAppError, isNotFound } from './error-handler'

declare module '@tanstack/react-query' {
  interface Register {
    /** `errors: 'log'` keeps a failure out of the app-wide handler (the product fetch is only logged). */
    queryMeta: { errors?: 'report' | 'log' }
    mutationMeta: { errors?: 'report' | 'log' }
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A missing product, category or post is an answer the page shows (its not-found state), not a failure.
        if (isNotFound(error)) return
        if (query.meta?.errors === 'log') console.error(error)
        else handleAppError(error)
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errors === 'report') handleAppError(error)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
      },
    },
  })
}
