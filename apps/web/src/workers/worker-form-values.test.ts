import { workerInputSchema } from '@rezervo/shared/schemas/worker'
import { describe, expect, it } from 'vitest'
import { positionsFromText, workerFormValues } from './worker-form-values'

describe('worker form values', () => {
  it('splits positions typed with commas', () => {
    expect(positionsFromText(' Barber, Senior barber ,, ')).toEqual(['Barber', 'Senior barber'])
  })

  it('starts with values the shared schema accepts once named', () => {
    expect(workerInputSchema.safeParse({ ...workerFormValues(), name: 'Petr' }).success).toBe(true)
  })
})
