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

  it('name the calendar/list switch in both languages, with Czech diacritics', () => {
    expect(reservations.cs.views).toEqual({
      label: 'Zobrazení rezervací',
      calendar: 'Kalendář',
      list: 'Seznam',
    })
    expect(reservations.en.views).toEqual({ label: 'Reservation views', calendar: 'Calendar', list: 'List' })
  })
})
