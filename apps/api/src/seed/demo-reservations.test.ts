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
const plan = (now: string) =>
  planDemoReservations({ now: new Date(now), timeZone: PRAGUE, workers, services, customerCount: 12 })

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
})
