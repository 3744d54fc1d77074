import { describe, expect, it } from 'vitest'
import { reservationState } from './reservation-state'
import { reservationEnd, reservationEnds, sumReservationItems } from './reservation-totals'

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

describe('reservationEnds', () => {
  const at = (hhmm: string) => `2026-11-24T${hhmm}:00.000Z`
  const cut = { buffer_after_minutes: 10 }
  const beard = { buffer_after_minutes: 5 }

  it('gives the customer the end without the buffers, and the buffers apart', () => {
    const ends = reservationEnds({ starts_at: at('08:00'), ends_at: at('09:00'), items: [cut, beard] })
    expect(ends.customerEndsAt.toISOString()).toBe(at('08:45'))
    expect(ends.occupiedEndsAt.toISOString()).toBe(at('09:00'))
    expect(ends.bufferMinutes).toBe(15)
  })

  it('is the stored end when no item has a buffer', () => {
    const ends = reservationEnds({
      starts_at: at('08:00'),
      ends_at: at('08:45'),
      items: [{ buffer_after_minutes: 0 }],
    })
    expect(ends.customerEndsAt.toISOString()).toBe(at('08:45'))
    expect(ends.bufferMinutes).toBe(0)
  })

  it('keeps the buffer after a hand-resized end', () => {
    const ends = reservationEnds({ starts_at: at('08:00'), ends_at: at('10:10'), items: [cut] })
    expect(ends.customerEndsAt.toISOString()).toBe(at('10:00'))
  })

  it('never ends for the customer before the start', () => {
    const ends = reservationEnds({ starts_at: at('08:00'), ends_at: at('08:05'), items: [cut] })
    expect(ends.customerEndsAt.toISOString()).toBe(at('08:00'))
    expect(ends.bufferMinutes).toBe(5)
  })

  it('agrees with sumReservationItems for a reservation stored from its items', () => {
    const totals = sumReservationItems([
      { durationMinutes: 45, bufferAfterMinutes: 10, priceCzk: 450 },
      { durationMinutes: 30, bufferAfterMinutes: 5, priceCzk: 300 },
    ])
    const start = new Date(at('08:00'))
    const ends = reservationEnds({
      starts_at: start.toISOString(),
      ends_at: reservationEnd(start, totals.occupiedMinutes).toISOString(),
      items: [cut, beard],
    })
    expect(ends.customerEndsAt.getTime() - start.getTime()).toBe(totals.durationMinutes * 60_000)
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
