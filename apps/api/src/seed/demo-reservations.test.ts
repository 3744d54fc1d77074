import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { describe, expect, it } from 'vitest'
import { type DemoWorkerHours, planDemoReservations } from './demo-reservations'

const PRAGUE = 'Europe/Prague'
const hours = (start: string, end: string) => ({
  start: Number(start.slice(0, 2)) * 60 + Number(start.slice(3)),
  end: Number(end.slice(0, 2)) * 60 + Number(end.slice(3)),
})
const workers: DemoWorkerHours[] = [
  {
    days: {
      1: hours('09:00', '17:00'),
      2: hours('09:00', '17:00'),
      3: hours('09:00', '17:00'),
      4: hours('09:00', '17:00'),
      5: hours('09:00', '17:00'),
    },
  },
  {
    days: {
      2: hours('11:00', '19:00'),
      3: hours('11:00', '19:00'),
      4: hours('11:00', '19:00'),
      5: hours('11:00', '19:00'),
      6: hours('09:00', '14:00'),
    },
  },
]
const services = [
  { minutes: 45, buffer: 0, price: 450 },
  { minutes: 30, buffer: 0, price: 300 },
  { minutes: 45, buffer: 15, price: 400 },
  { minutes: 75, buffer: 0, price: 700 },
]
const plan = (now: string, upcomingDays = 0) =>
  planDemoReservations({
    now: new Date(now),
    timeZone: PRAGUE,
    workers,
    services,
    customerCount: 12,
    upcomingDays,
  })

/** Wall minutes of an instant in Prague. */
const wallMinute = (instant: Date) => utcToZonedParts(instant, PRAGUE).minuteOfDay

describe('planDemoReservations', () => {
  // 2027-04-02 is a Friday; the last two weeks include the spring clock change of 2027-03-28.
  const now = '2027-04-02T10:00:00Z'

  it('plans two weeks of visits, none after now, none overlapping for a worker', () => {
    const visits = plan(now)
    expect(visits.length).toBeGreaterThan(15)
    expect(visits.every((visit) => visit.endsAt.getTime() <= new Date(now).getTime())).toBe(true)
    for (const worker of [0, 1]) {
      const own = visits.filter((visit) => visit.worker === worker).sort((a, b) => +a.startsAt - +b.startsAt)
      for (let i = 1; i < own.length; i++) expect(own[i]!.startsAt >= own[i - 1]!.endsAt).toBe(true)
    }
  })

  it('keeps every visit inside its worker’s hours on the wall clock, across the clock change', () => {
    for (const visit of plan(now)) {
      const { date, isoWeekday } = utcToZonedParts(visit.startsAt, PRAGUE)
      const day = workers[visit.worker]!.days[isoWeekday]
      expect(day, `${date} is a working day`).toBeDefined()
      expect(wallMinute(visit.startsAt)).toBeGreaterThanOrEqual(day!.start)
      expect(wallMinute(visit.endsAt) || 24 * 60).toBeLessThanOrEqual(day!.end)
    }
    const springDay = plan(now).filter(
      (visit) => utcToZonedParts(visit.startsAt, PRAGUE).date === '2027-03-29',
    )
    for (const visit of springDay) expect(wallMinute(visit.startsAt) % 60).toBe(0)
  })

  it('is the same business for the same now, paid only when the customer came', () => {
    expect(plan(now)).toEqual(plan(now))
    for (const visit of plan(now)) {
      expect(visit.paidWith !== null).toBe(visit.outcome === 'arrived')
    }
  })

  it('books the coming days too when asked: upcoming, unpaid, inside hours, never overlapping or under way', () => {
    const visits = plan(now, 14)
    const at = new Date(now).getTime()
    const ahead = visits.filter((visit) => visit.startsAt.getTime() >= at)
    expect(ahead.length).toBeGreaterThan(10)
    expect(ahead.every((visit) => visit.outcome === 'upcoming' && visit.paidWith === null)).toBe(true)
    expect(visits.every((visit) => visit.startsAt.getTime() >= at || visit.endsAt.getTime() <= at)).toBe(true)
    expect(Math.max(...ahead.map((visit) => visit.startsAt.getTime()))).toBeLessThan(at + 15 * 86_400_000)
    for (const worker of [0, 1]) {
      const own = visits.filter((visit) => visit.worker === worker).sort((a, b) => +a.startsAt - +b.startsAt)
      for (let i = 1; i < own.length; i++) expect(own[i]!.startsAt >= own[i - 1]!.endsAt).toBe(true)
    }
    for (const visit of ahead) {
      const { isoWeekday } = utcToZonedParts(visit.startsAt, PRAGUE)
      const day = workers[visit.worker]!.days[isoWeekday]!
      expect(wallMinute(visit.startsAt)).toBeGreaterThanOrEqual(day.start)
      expect(wallMinute(visit.endsAt)).toBeLessThanOrEqual(day.end)
    }
  })

  it('leaves public holidays free: the branch is closed then', () => {
    // 2026-11-17 (a Tuesday) and 2026-12-24 to 26 are Czech public holidays.
    const dates = plan('2026-12-20T10:00:00Z', 14).map(
      (visit) => utcToZonedParts(visit.startsAt, PRAGUE).date,
    )
    for (const holiday of ['2026-11-17', '2026-12-24', '2026-12-25', '2026-12-26']) {
      expect(dates).not.toContain(holiday)
    }
    expect(dates).toContain('2026-12-22')
  })
})
