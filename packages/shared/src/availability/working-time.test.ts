import { describe, expect, it } from 'vitest'
import {
  EVERY_DAY,
  hours,
  MONDAY_TO_FRIDAY,
  PRAGUE,
  pragueRange,
  pragueTime,
  sameHoursOn,
  worker,
} from './testing/builders'
import type { BranchHours, WorkerAvailability } from './types'
import { isWithinWorkingTime, workingIntervalsBetween } from './working-time'

const branch: BranchHours = {
  weeklyHours: { ...sameHoursOn(MONDAY_TO_FRIDAY, [hours('08:00', '18:00')]), 6: [hours('09:00', '13:00')] },
  exceptions: [],
  closedOnPublicHolidays: true,
}

// 2027-06-07 is a Monday; worker(1) works 09:00–12:00 on weekdays.
function inside(
  date: string,
  from: string,
  to: string,
  overrides: { worker?: WorkerAvailability; branch?: BranchHours; toDate?: string } = {},
) {
  const range = pragueRange(date, from, to, overrides.toDate)
  return isWithinWorkingTime({
    timeZone: PRAGUE,
    branch: overrides.branch ?? branch,
    worker: overrides.worker ?? worker(1),
    startsAt: range.startsAt,
    endsAt: range.endsAt,
  })
}

describe('isWithinWorkingTime', () => {
  it('accepts a range wholly inside the working hours, edges included', () => {
    expect(inside('2027-06-07', '09:00', '12:00')).toBe(true)
    expect(inside('2027-06-07', '10:00', '10:30')).toBe(true)
  })

  it('rejects a range that starts before or ends after the working hours', () => {
    expect(inside('2027-06-07', '08:30', '09:30')).toBe(false)
    expect(inside('2027-06-07', '11:30', '12:30')).toBe(false)
    expect(inside('2027-06-07', '13:00', '14:00')).toBe(false)
  })

  it('rejects a day without working hours (Saturday) and an empty or reversed range', () => {
    expect(inside('2027-06-12', '10:00', '10:30')).toBe(false)
    expect(inside('2027-06-07', '10:00', '10:00')).toBe(false)
    expect(inside('2027-06-07', '11:00', '10:00')).toBe(false)
  })

  it('limits the working hours by the branch opening', () => {
    const late = worker(1, { weeklyHours: sameHoursOn(MONDAY_TO_FRIDAY, [hours('15:00', '20:00')]) })
    expect(inside('2027-06-07', '16:00', '18:00', { worker: late })).toBe(true)
    expect(inside('2027-06-07', '17:30', '18:30', { worker: late })).toBe(false)
  })

  it('follows branch date exceptions and public holidays', () => {
    const closedMonday = { ...branch, exceptions: [{ date: '2027-06-07', closed: true, intervals: [] }] }
    expect(inside('2027-06-07', '10:00', '10:30', { branch: closedMonday })).toBe(false)
    // 2027-07-05 (Monday) is a public holiday and the branch closes on holidays.
    expect(inside('2027-07-05', '10:00', '10:30')).toBe(false)
    expect(
      inside('2027-07-05', '10:00', '10:30', { branch: { ...branch, closedOnPublicHolidays: false } }),
    ).toBe(true)
  })

  it('uses the worker date exception instead of the weekly hours', () => {
    const shifted = worker(1, {
      dateExceptions: [{ date: '2027-06-07', closed: false, intervals: [hours('14:00', '17:00')] }],
    })
    expect(inside('2027-06-07', '10:00', '10:30', { worker: shifted })).toBe(false)
    expect(inside('2027-06-07', '14:00', '17:00', { worker: shifted })).toBe(true)
    const off = worker(1, { dateExceptions: [{ date: '2027-06-07', closed: true, intervals: [] }] })
    expect(inside('2027-06-07', '10:00', '10:30', { worker: off })).toBe(false)
  })

  it('adds extra hours and joins them with the working hours they touch', () => {
    const extra = worker(1, { extraHours: [pragueRange('2027-06-07', '12:00', '14:00')] })
    expect(inside('2027-06-07', '11:00', '13:30', { worker: extra })).toBe(true)
    expect(inside('2027-06-12', '10:00', '11:00', { worker: extra })).toBe(false)
    const saturday = worker(1, { extraHours: [pragueRange('2027-06-12', '09:00', '15:00')] })
    // Extra hours are still limited by the branch, open 09:00–13:00 on Saturdays.
    expect(inside('2027-06-12', '10:00', '12:00', { worker: saturday })).toBe(true)
    expect(inside('2027-06-12', '12:00', '14:00', { worker: saturday })).toBe(false)
  })

  it('removes absences', () => {
    const doctor = worker(1, { absences: [pragueRange('2027-06-07', '10:00', '11:00')] })
    expect(inside('2027-06-07', '09:00', '10:00', { worker: doctor })).toBe(true)
    expect(inside('2027-06-07', '09:30', '10:30', { worker: doctor })).toBe(false)
    expect(inside('2027-06-07', '11:00', '12:00', { worker: doctor })).toBe(true)
  })

  it('ignores busy time: clashes are for the database to decide', () => {
    const booked = worker(1, { busy: [pragueRange('2027-06-07', '09:00', '12:00')] })
    expect(inside('2027-06-07', '10:00', '11:00', { worker: booked })).toBe(true)
  })

  it('lets a range cross midnight when both days are worked around the clock', () => {
    const allDay = sameHoursOn(EVERY_DAY, [hours('00:00', '24:00')])
    const night = worker(1, { weeklyHours: allDay })
    const open = { ...branch, weeklyHours: allDay }
    expect(
      inside('2027-06-07', '23:00', '01:00', { worker: night, branch: open, toDate: '2027-06-08' }),
    ).toBe(true)
    const day = worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('00:00', '23:30')]) })
    expect(inside('2027-06-07', '23:00', '01:00', { worker: day, branch: open, toDate: '2027-06-08' })).toBe(
      false,
    )
  })
})

describe('isWithinWorkingTime on DST nights in Prague', () => {
  const allDay = sameHoursOn(EVERY_DAY, [hours('00:00', '24:00')])
  const open: BranchHours = { weeklyHours: allDay, exceptions: [], closedOnPublicHolidays: false }

  it('2027-03-28: 01:00–04:00 local is two real hours and inside 00:00–05:00 working hours', () => {
    const early = worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('00:00', '05:00')]) })
    const startsAt = new Date('2027-03-28T00:00:00Z') // 01:00 CET
    const endsAt = new Date('2027-03-28T02:00:00Z') // 04:00 CEST
    expect(isWithinWorkingTime({ timeZone: PRAGUE, branch: open, worker: early, startsAt, endsAt })).toBe(
      true,
    )
    // 03:30 CEST to 05:30 CEST runs past the end of the working hours.
    const late = { startsAt: new Date('2027-03-28T01:30:00Z'), endsAt: new Date('2027-03-28T03:30:00Z') }
    expect(isWithinWorkingTime({ timeZone: PRAGUE, branch: open, worker: early, ...late })).toBe(false)
  })

  it('2027-03-28: working hours starting at the skipped 02:30 start an hour later, at 03:30 CEST', () => {
    const fromGap = worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('02:30', '08:00')]) })
    const at = (startsAt: string, endsAt: string) =>
      isWithinWorkingTime({
        timeZone: PRAGUE,
        branch: open,
        worker: fromGap,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
      })
    expect(at('2027-03-28T01:30:00Z', '2027-03-28T02:30:00Z')).toBe(true) // 03:30–04:30 CEST
    expect(at('2027-03-28T01:00:00Z', '2027-03-28T02:00:00Z')).toBe(false) // 03:00 CEST, before the shift
  })

  it('2027-10-31: 00:30–02:30Z covers both 02:00 hours and is inside 00:00–05:00 working hours', () => {
    const early = worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('00:00', '05:00')]) })
    const startsAt = new Date('2027-10-31T00:30:00Z') // 02:30 CEST
    const endsAt = new Date('2027-10-31T02:30:00Z') // 03:30 CET
    expect(isWithinWorkingTime({ timeZone: PRAGUE, branch: open, worker: early, startsAt, endsAt })).toBe(
      true,
    )
  })

  it('2027-10-31: a worker leaving at 02:30 leaves at the first 02:30 (CEST)', () => {
    const short = worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('00:00', '02:30')]) })
    const question = { timeZone: PRAGUE, branch: open, worker: short }
    const firstHalfHour = {
      startsAt: pragueTime('2027-10-31', '02:00'),
      endsAt: new Date('2027-10-31T00:30:00Z'),
    }
    expect(isWithinWorkingTime({ ...question, ...firstHalfHour })).toBe(true)
    // The repeated 02:00–02:30 (CET, 01:00–01:30Z) is after the first 02:30, so outside.
    const repeated = { startsAt: new Date('2027-10-31T01:00:00Z'), endsAt: new Date('2027-10-31T01:30:00Z') }
    expect(isWithinWorkingTime({ ...question, ...repeated })).toBe(false)
  })

  it('keeps 08:00–18:00 ten real hours on both nights', () => {
    const tenHours = worker(1, { weeklyHours: sameHoursOn(EVERY_DAY, [hours('08:00', '18:00')]) })
    for (const date of ['2027-03-28', '2027-10-31']) {
      const range = pragueRange(date, '08:00', '18:00')
      expect((range.endsAt.getTime() - range.startsAt.getTime()) / 3_600_000).toBe(10)
      expect(isWithinWorkingTime({ timeZone: PRAGUE, branch: open, worker: tenHours, ...range })).toBe(true)
      const over = { startsAt: range.startsAt, endsAt: new Date(range.endsAt.getTime() + 60_000) }
      expect(isWithinWorkingTime({ timeZone: PRAGUE, branch: open, worker: tenHours, ...over })).toBe(false)
    }
  })
})

describe('workingIntervalsBetween', () => {
  it('lists the working time of each day, clipped to the range and minus absences', () => {
    const doctor = worker(1, { absences: [pragueRange('2027-06-08', '10:00', '11:00')] })
    const intervals = workingIntervalsBetween({
      timeZone: PRAGUE,
      branch,
      worker: doctor,
      from: pragueTime('2027-06-07', '10:00'),
      to: pragueTime('2027-06-09', '00:00'),
    })
    expect(intervals).toEqual([
      pragueRange('2027-06-07', '10:00', '12:00'),
      pragueRange('2027-06-08', '09:00', '10:00'),
      pragueRange('2027-06-08', '11:00', '12:00'),
    ])
  })

  it('is empty for an empty range', () => {
    const at = pragueTime('2027-06-07', '10:00')
    expect(
      workingIntervalsBetween({ timeZone: PRAGUE, branch, worker: worker(1), from: at, to: at }),
    ).toEqual([])
  })
})
