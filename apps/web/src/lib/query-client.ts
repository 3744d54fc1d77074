import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-errors'
import { reportSessionError } from './session-events'

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportSessionError }),
  mutationCache: new MutationCache({ onError: reportSessionError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A client error will not heal by asking again; a dropped connection or a 5xx might.
      retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status < 500),
    },
  },
})
