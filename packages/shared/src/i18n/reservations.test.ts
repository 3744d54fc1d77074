import { describe, expect, it } from 'vitest'
import { reservations } from './reservations'

describe('reservation states', () => {
  it('are named as the spec names them: upcoming, cancelled, expired (not "Past")', () => {
    expect(reservations.en.state).toEqual({
      upcoming: 'Upcoming',
      cancelled: 'Cancelled',
      expired: 'Expired',
    })
    expect(reservations.cs.state.expired).toBe('Proběhlá')
  })
})
