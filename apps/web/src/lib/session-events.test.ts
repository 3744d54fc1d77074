import { describe, expect, it } from 'vitest'
import { ApiError } from './api-errors'
import { sessionEventOf } from './session-events'

describe('session events', () => {
  it('a 401 ends the session; only the "not verified" 409 asks for verification', async () => {
    expect(await sessionEventOf(new ApiError(401, 'Unauthenticated.'))).toBe('unauthenticated')
    expect(await sessionEventOf(new ApiError(409, 'Your email address is not verified.'))).toBe('unverified')
    expect(await sessionEventOf(new ApiError(409, 'Vaše e-mailová adresa není ověřena.'))).toBe('unverified')
    expect(
      await sessionEventOf(new ApiError(409, 'The reservation has already been cancelled.')),
    ).toBeUndefined()
    expect(await sessionEventOf(new ApiError(500, ''))).toBeUndefined()
    expect(await sessionEventOf(new Error('x'))).toBeUndefined()
  })
})
