import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'

import { readSession, subscribeToSession } from '@/lib/session'

import { isSignInRequired } from './api-client'
import { handleAppError, isNotFound } from './error-handler'

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `errors: 'log'` keeps a failure out of the app-wide handler (the product fetch is only logged); `private: true`
     * marks the signed-in customer's own data, forgotten when the sign-in ends.
     */
    queryMeta: { errors?: 'report' | 'log'; private?: true }
    mutationMeta: { errors?: 'report' | 'log' }
  }
}

/**
 * Once the stored sign-in ends or changes (logout, a token the server refused, another tab), the previous
 * customer's addresses, orders, profile and quotes are dropped from the cache, so no screen shows them again.
 */
export function forgetPrivateDataOnSignOut(client: QueryClient): () => void {
  let token = readSession()?.token
  return subscribeToSession(() => {
    const next = readSession()?.token
    if (token && next !== token) client.removeQueries({ predicate: (query) => query.meta?.private === true })
    token = next
  })
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A missing product, category or post is an answer the page shows (its not-found state), not a failure; an
        // ended sign-in turns the page to its signed-out state.
        if (isNotFound(error) || isSignInRequired(error)) return
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
        retry: (failureCount, error) => !isNotFound(error) && !isSignInRequired(error) && failureCount < 1,
      },
    },
  })
  forgetPrivateDataOnSignOut(client)
  return client
}
