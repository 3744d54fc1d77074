import { describe, expect, it } from 'vitest'
import { attendanceChoices } from './attendance-choices'

const visit = { starts_at: '2026-11-23T09:00:00.000Z', attendance: null }

describe('attendanceChoices', () => {
  it('offers no-show only from the visit’s start', () => {
    expect(attendanceChoices(visit, new Date('2026-11-23T08:59:59.000Z'))).toEqual(['arrived'])
    expect(attendanceChoices(visit, new Date('2026-11-23T09:00:00.000Z'))).toEqual(['arrived', 'no_show'])
  })

  it('keeps showing a no-show already recorded, so it can be cleared', () => {
    expect(
      attendanceChoices({ ...visit, attendance: 'no_show' }, new Date('2026-11-23T08:00:00.000Z')),
    ).toEqual(['arrived', 'no_show'])
  })
})
