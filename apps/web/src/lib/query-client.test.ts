import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from './api-errors'
import { queryClient, retryRead } from './query-client'

describe('retry policy', () => {
  it('never asks again after a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 412, 419, 422, 429]) {
      expect(retryRead(0, new ApiError(status, 'no'))).toBe(false)
    }
  })

  it('asks once more after a 5xx or no answer, and only once', () => {
    expect(retryRead(0, new ApiError(500, 'boom'))).toBe(true)
    expect(retryRead(0, new ApiError(503, 'busy'))).toBe(true)
    expect(retryRead(0, new NetworkError())).toBe(true)
    expect(retryRead(1, new ApiError(500, 'boom'))).toBe(false)
    expect(retryRead(1, new NetworkError())).toBe(false)
  })

  it('is the default of every query, and mutations never retry', () => {
    const defaults = queryClient.getDefaultOptions()
    expect(defaults.queries?.retry).toBe(retryRead)
    expect(defaults.mutations?.retry).toBe(false)
  })

  it('calls a 404 query once and fails at once', async () => {
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() })
    let calls = 0
    const started = Date.now()
    await expect(
      client.fetchQuery({
        queryKey: ['missing'],
        queryFn: async () => {
          calls += 1
          throw new ApiError(404, 'Not found')
        },
      }),
    ).rejects.toThrow('Not found')
    expect(calls).toBe(1)
    expect(Date.now() - started).toBeLessThan(500)
  })

  it('a 404 mutation is sent once', async () => {
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() })
    let calls = 0
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        calls += 1
        throw new ApiError(404, 'Not found')
      },
    })
    await expect(mutation.execute(undefined)).rejects.toThrow('Not found')
    expect(calls).toBe(1)
  })
})
