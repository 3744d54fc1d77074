import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-errors'
import { reportSessionError } from './session-events'

/**
 * Whether a failed read is asked again: a client error (any 4xx: not found, refused, throttled) will not heal
 * by asking again, so it is shown at once (an unknown branch shortcut goes to the 404 route without waiting
 * for a retry's back-off); a dropped connection or a 5xx might heal, so it is asked once more.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false
  return failureCount < 1
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportSessionError }),
  mutationCache: new MutationCache({ onError: reportSessionError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: retryRead,
    },
    // A write is never repeated behind the owner's back: a 4xx is the answer, and a repeated 5xx write
    // could do the thing twice. The screens offer their own "try again".
    mutations: { retry: false },
  },
})
