/** Which hours count: public holidays, branch and worker exceptions, absences and extra hours. */
import { describe, expect, it } from 'vitest'
import { findFreeSlots } from './find-free-slots'
import { hours, input, pragueRange, timesOn, worker } from './testing/builders'

const MONDAY = '2027-06-07'
const SATURDAY = '2027-06-12'

describe('public holidays and branch exceptions', () => {
  const HOLIDAY = '2027-07-05' // a Monday: Den slovanských věrozvěstů Cyrila a Metoděje

  it('closes on a public holiday', () => {
    expect(timesOn(findFreeSlots(input({ from: HOLIDAY, to: HOLIDAY })))).toEqual([])
  })

  it('opens on a public holiday when the branch does not close on holidays', () => {
    const base = input({ from: HOLIDAY, to: HOLIDAY })
    const days = findFreeSlots({ ...base, branch: { ...base.branch, closedOnPublicHolidays: false } })
    expect(timesOn(days)).toHaveLength(6)
  })

  it('opens on a public holiday for a branch exception with hours', () => {
    const base = input({ from: HOLIDAY, to: HOLIDAY })
    const exceptions = [{ date: HOLIDAY, closed: false, intervals: [hours('10:00', '11:00')] }]
    const days = findFreeSlots({ ...base, branch: { ...base.branch, exceptions } })
    expect(timesOn(days)).toEqual(['10:00', '10:30'])
  })

  it('closes on a branch exception marked closed, whatever intervals it lists', () => {
    const base = input()
    const exceptions = [{ date: MONDAY, closed: true, intervals: [hours('08:00', '18:00')] }]
    expect(timesOn(findFreeSlots({ ...base, branch: { ...base.branch, exceptions } }))).toEqual([])
  })

  it('replaces the weekly hours with the special hours of a branch exception', () => {
    const base = input()
    const exceptions = [{ date: MONDAY, closed: false, intervals: [hours('10:30', '16:00')] }]
    const days = findFreeSlots({ ...base, branch: { ...base.branch, exceptions } })
    expect(timesOn(days)).toEqual(['10:30', '11:00', '11:30'])
  })

  it('limits working hours to the branch opening hours', () => {
    const base = input()
    const branch = { ...base.branch, weeklyHours: { 1: [hours('10:00', '11:00')] } }
    expect(timesOn(findFreeSlots({ ...base, branch }))).toEqual(['10:00', '10:30'])
  })
})

describe('worker absences, exceptions and extra hours', () => {
  it('removes an absence', () => {
    const absences = [pragueRange(MONDAY, '09:30', '11:00')]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { absences })] })))).toEqual([
      '09:00',
      '11:00',
      '11:30',
    ])
  })

  it('removes whole days of a multi-day absence', () => {
    const absences = [pragueRange(MONDAY, '00:00', '00:00', '2027-06-09')]
    const days = findFreeSlots(input({ from: MONDAY, to: '2027-06-09', workers: [worker(1, { absences })] }))
    expect(days.map((day) => day.slots.length)).toEqual([0, 0, 6])
  })

  it('adds extra hours, still limited by the branch opening', () => {
    const extraHours = [pragueRange(SATURDAY, '08:00', '10:00'), pragueRange(SATURDAY, '12:30', '15:00')]
    const days = findFreeSlots(input({ from: SATURDAY, to: SATURDAY, workers: [worker(1, { extraHours })] }))
    expect(timesOn(days)).toEqual(['09:00', '09:30', '12:30'])
  })

  it('joins extra hours touching the working hours into one gap', () => {
    const extraHours = [pragueRange(MONDAY, '12:00', '12:20')]
    const days = findFreeSlots(
      input({ slotStepMinutes: 60, durationMinutes: 60, workers: [worker(1, { extraHours })] }),
    )
    expect(timesOn(days)).toEqual(['09:00', '10:00', '11:00'])
  })

  it('lets an absence cancel extra hours', () => {
    const extraHours = [pragueRange(MONDAY, '12:00', '14:00')]
    const absences = [pragueRange(MONDAY, '00:00', '00:00', '2027-06-08')]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { extraHours, absences })] })))).toEqual([])
  })

  it('gives a day off through a worker date exception', () => {
    const dateExceptions = [{ date: MONDAY, closed: true, intervals: [] }]
    expect(timesOn(findFreeSlots(input({ workers: [worker(1, { dateExceptions })] })))).toEqual([])
  })

  it('replaces weekly hours with the hours of a worker date exception', () => {
    const dateExceptions = [{ date: SATURDAY, closed: false, intervals: [hours('11:00', '12:00')] }]
    const days = findFreeSlots(
      input({ from: SATURDAY, to: SATURDAY, workers: [worker(1, { dateExceptions })] }),
    )
    expect(timesOn(days)).toEqual(['11:00', '11:30'])
  })
})
