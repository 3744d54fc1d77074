import { emptyWeeklyHours } from '@rezervo/shared/schemas/weekly-hours'
import { workerInputSchema } from '@rezervo/shared/schemas/worker'
import { describe, expect, it } from 'vitest'
import { withInterval } from '../ui/weekly-hours/weekly-hours-state'
import { hoursForBranches, isEmptyWeek, positionsFromText, workerFormValues } from './worker-form-values'

describe('worker form values', () => {
  it('splits positions typed with commas', () => {
    expect(positionsFromText(' Barber, Senior barber ,, ')).toEqual(['Barber', 'Senior barber'])
  })

  it('starts with values the shared schema accepts once named', () => {
    expect(workerInputSchema.safeParse({ ...workerFormValues(), name: 'Petr' }).success).toBe(true)
  })

  it('keeps hours only for the chosen branches; a newly chosen branch starts empty while its hours are unknown', () => {
    const monday = withInterval(emptyWeeklyHours(), '1')
    expect(hoursForBranches({ 3: monday, 4: monday }, [3, 5])).toEqual({ 3: monday, 5: emptyWeeklyHours() })
  })

  it("starts a newly chosen branch from the branch's opening hours, not closed or 09–17", () => {
    const opening = {
      ...emptyWeeklyHours(),
      2: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '18:30' },
      ],
      6: [{ start: '09:00', end: '13:00' }],
    }
    const kept = withInterval(emptyWeeklyHours(), '1')
    const hours = hoursForBranches({ 3: kept }, [3, 5], { 3: opening, 5: opening })
    expect(hours).toEqual({ 3: kept, 5: opening })
    expect(isEmptyWeek(hours['5'])).toBe(false)
    expect(isEmptyWeek(emptyWeeklyHours())).toBe(true)
  })
})
