import { emptyWeeklyHours } from '@rezervo/shared/schemas/weekly-hours'
import { workerInputSchema } from '@rezervo/shared/schemas/worker'
import { describe, expect, it } from 'vitest'
import { withInterval } from '../ui/weekly-hours/weekly-hours-state'
import { hoursForBranches, positionsFromText, workerFormValues } from './worker-form-values'

describe('worker form values', () => {
  it('splits positions typed with commas', () => {
    expect(positionsFromText(' Barber, Senior barber ,, ')).toEqual(['Barber', 'Senior barber'])
  })

  it('starts with values the shared schema accepts once named', () => {
    expect(workerInputSchema.safeParse({ ...workerFormValues(), name: 'Petr' }).success).toBe(true)
  })

  it('keeps hours only for the chosen branches; a newly chosen branch starts empty', () => {
    const monday = withInterval(emptyWeeklyHours(), '1')
    expect(hoursForBranches({ 3: monday, 4: monday }, [3, 5])).toEqual({ 3: monday, 5: emptyWeeklyHours() })
  })
})
