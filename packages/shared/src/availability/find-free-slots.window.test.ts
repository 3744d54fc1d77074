/** The booking window: minimum notice before and horizon after `now`. */
import { describe, expect, it } from 'vitest'
import { findFreeSlots } from './find-free-slots'
import { hours, input, MONDAY_TO_FRIDAY, pragueTime, sameHoursOn, timesOn, worker } from './testing/builders'

const MONDAY = '2027-06-07'

describe('minimum notice and horizon', () => {
  it('offers nothing earlier than now + notice, staying on the grid', () => {
    const days = findFreeSlots(input({ now: pragueTime(MONDAY, '09:07'), minNoticeMinutes: 60 }))
    expect(timesOn(days)).toEqual(['10:30', '11:00', '11:30'])
  })

  it('rounds a notice bound with seconds up to the next minute', () => {
    const now = new Date(pragueTime(MONDAY, '09:06').getTime() + 30_000)
    const short = worker(1, { weeklyHours: { 1: [hours('09:00', '09:40')] } })
    expect(timesOn(findFreeSlots(input({ now, workers: [short] })))).toEqual(['09:07'])
  })

  it('still offers the first bookable minute of a gap cut by notice when no grid time fits', () => {
    const short = worker(1, { weeklyHours: { 1: [hours('09:00', '09:45')] } })
    const days = findFreeSlots(input({ now: pragueTime(MONDAY, '09:07'), workers: [short] }))
    expect(timesOn(days)).toEqual(['09:07'])
  })

  it('offers nothing on days already past', () => {
    const days = findFreeSlots(input({ from: '2027-06-04', to: MONDAY, now: pragueTime(MONDAY, '12:00') }))
    expect(days.map((day) => day.slots.length)).toEqual([0, 0, 0, 0])
  })

  it('offers nothing later than now + horizon', () => {
    const everyDay = worker(1, { weeklyHours: sameHoursOn(MONDAY_TO_FRIDAY, [hours('08:00', '18:00')]) })
    const days = findFreeSlots(
      input({
        from: MONDAY,
        to: '2027-06-09',
        now: pragueTime(MONDAY, '08:00'),
        horizonDays: 1,
        workers: [everyDay],
      }),
    )
    expect(timesOn(days, MONDAY)).toHaveLength(20)
    expect(timesOn(days, '2027-06-08')).toEqual(['08:00'])
    expect(timesOn(days, '2027-06-09')).toEqual([])
  })
})
