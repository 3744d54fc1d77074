import { describe, expect, it } from 'vitest'
import { reservationState } from './reservation-state'
import { reservationEnd, sumReservationItems } from './reservation-totals'

describe('sumReservationItems', () => {
  it('adds durations, buffers and prices separately', () => {
    const totals = sumReservationItems([
      { durationMinutes: 45, bufferAfterMinutes: 0, priceCzk: 450 },
      { durationMinutes: 30, bufferAfterMinutes: 15, priceCzk: 300 },
    ])
    expect(totals).toEqual({ durationMinutes: 75, occupiedMinutes: 90, priceCzk: 750 })
  })

  it('is zero for no items', () => {
    expect(sumReservationItems([])).toEqual({ durationMinutes: 0, occupiedMinutes: 0, priceCzk: 0 })
  })

  it('puts the end after the occupied time, across a DST change in instants', () => {
    const start = new Date('2027-10-31T00:30:00Z') // 02:30 CEST, the night clocks go back
    expect(reservationEnd(start, 90).toISOString()).toBe('2027-10-31T02:00:00.000Z')
  })
})

describe('reservationState', () => {
  const now = new Date('2026-11-23T10:00:00Z')
  it('is cancelled whenever cancelled, even in the past', () => {
    expect(reservationState({ endsAt: new Date('2026-11-01T10:00:00Z'), cancelledAt: now }, now)).toBe(
      'cancelled',
    )
  })
  it('is upcoming until its end has passed, including while under way', () => {
    expect(reservationState({ endsAt: new Date('2026-11-23T10:30:00Z'), cancelledAt: null }, now)).toBe(
      'upcoming',
    )
  })
  it('is expired once its end has passed', () => {
    expect(reservationState({ endsAt: new Date('2026-11-23T10:00:00Z'), cancelledAt: null }, now)).toBe(
      'expired',
    )
    expect(reservationState({ endsAt: new Date('2026-11-23T09:00:00Z'), cancelledAt: null }, now)).toBe(
      'expired',
    )
  })
})
