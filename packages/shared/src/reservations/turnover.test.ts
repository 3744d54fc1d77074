import { describe, expect, it } from 'vitest'
import { calendarPeriods } from './periods'
import {
  bookedMinutes,
  countReservations,
  minutesOf,
  occupancyRatio,
  plannedTurnoverCzk,
  realTurnoverCzk,
  turnoverOf,
} from './turnover'

const PRAGUE = 'Europe/Prague'
const at = (iso: string) => new Date(iso)

const reservation = (startsAt: string, endsAt: string, priceCzk: number, cancelled = false) => ({
  startsAt: at(startsAt),
  endsAt: at(endsAt),
  priceCzk,
  cancelledAt: cancelled ? at('2026-11-20T10:00:00Z') : null,
})

// Monday 23 November 2026 in Prague (CET, UTC+1).
const periods = calendarPeriods('2026-11-23', PRAGUE)

const reservations = [
  reservation('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z', 450),
  reservation('2026-11-23T10:00:00Z', '2026-11-23T10:30:00Z', 300, true),
  reservation('2026-11-22T22:30:00Z', '2026-11-22T23:30:00Z', 200), // 23:30 Sunday local: last week
  reservation('2026-11-23T23:30:00Z', '2026-11-24T00:30:00Z', 500), // 00:30 Tuesday local
  reservation('2026-11-30T23:30:00Z', '2026-12-01T00:30:00Z', 700), // 00:30 Tuesday 1 December local
]

const payments = [
  { paidAt: at('2026-11-23T09:05:00Z'), amountCzk: 450 },
  { paidAt: at('2026-11-22T22:59:59Z'), amountCzk: 100 }, // 23:59:59 Sunday local
  { paidAt: at('2026-11-23T23:00:00Z'), amountCzk: 250 }, // midnight Tuesday local
]

describe('calendarPeriods', () => {
  it('gives the local day, ISO week and month as instants', () => {
    expect(periods.day).toEqual({ from: at('2026-11-22T23:00:00Z'), to: at('2026-11-23T23:00:00Z') })
    expect(periods.week).toEqual({ from: at('2026-11-22T23:00:00Z'), to: at('2026-11-29T23:00:00Z') })
    expect(periods.month).toEqual({ from: at('2026-10-31T23:00:00Z'), to: at('2026-11-30T23:00:00Z') })
  })

  it('finds the Monday of a Sunday and rolls December into January', () => {
    const sunday = calendarPeriods('2026-12-27', PRAGUE)
    expect(sunday.week.from).toEqual(at('2026-12-20T23:00:00Z'))
    expect(sunday.month.to).toEqual(at('2026-12-31T23:00:00Z'))
  })

  it('makes the DST weeks 167 and 169 hours long', () => {
    const hours = (period: { from: Date; to: Date }) =>
      (period.to.getTime() - period.from.getTime()) / 3_600_000
    expect(hours(calendarPeriods('2027-03-28', PRAGUE).week)).toBe(167)
    expect(hours(calendarPeriods('2027-10-31', PRAGUE).week)).toBe(169)
    expect(hours(calendarPeriods('2027-03-28', PRAGUE).day)).toBe(23)
    expect(hours(calendarPeriods('2027-10-31', PRAGUE).day)).toBe(25)
  })
})

describe('planned and real turnover', () => {
  it('plans the prices of non-cancelled reservations that start in the period', () => {
    expect(plannedTurnoverCzk(reservations, periods.day)).toBe(450)
    expect(plannedTurnoverCzk(reservations, periods.week)).toBe(450 + 500)
    expect(plannedTurnoverCzk(reservations, periods.month)).toBe(450 + 200 + 500)
  })

  it('counts what was paid in the period by the local calendar', () => {
    expect(realTurnoverCzk(payments, periods.day)).toBe(450)
    expect(realTurnoverCzk(payments, periods.week)).toBe(450 + 250)
    expect(realTurnoverCzk(payments, periods.month)).toBe(800)
  })

  it('puts both in one answer and is zero for nothing', () => {
    expect(turnoverOf(reservations, payments, periods.day)).toEqual({ plannedCzk: 450, realCzk: 450 })
    expect(turnoverOf([], [], periods.month)).toEqual({ plannedCzk: 0, realCzk: 0 })
  })

  it('counts non-cancelled reservations by start', () => {
    expect(countReservations(reservations, periods.day)).toBe(1)
    expect(countReservations(reservations, periods.week)).toBe(2)
    expect(countReservations(reservations, periods.month)).toBe(3)
  })
})

describe('occupancy', () => {
  it('books only the part of a reservation inside the period, never cancelled ones', () => {
    expect(bookedMinutes(reservations, periods.day)).toBe(60 + 30)
    // The Sunday one reaches 30 minutes into Monday; the Tuesday one lies wholly in the week.
    expect(bookedMinutes(reservations, periods.week)).toBe(60 + 30 + 60)
  })

  it('sums working time and divides, null without working time', () => {
    expect(minutesOf([{ startsAt: at('2026-11-23T08:00:00Z'), endsAt: at('2026-11-23T16:00:00Z') }])).toBe(
      480,
    )
    expect(occupancyRatio(120, 480)).toBe(0.25)
    expect(occupancyRatio(1, 3)).toBe(0.333)
    expect(occupancyRatio(60, 0)).toBeNull()
  })
})
