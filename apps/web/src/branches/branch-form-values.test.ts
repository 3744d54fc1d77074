import { branchInputSchema } from '@rezervo/shared/schemas/branch'
import { describe, expect, it } from 'vitest'
import { branchFormValues } from './branch-form-values'

describe('branchFormValues', () => {
  it('starts a new branch open 9–17 on weekdays and closed at the weekend', () => {
    const values = branchFormValues()
    expect(values.opening_hours?.['1']).toEqual([{ start: '09:00', end: '17:00' }])
    expect(values.opening_hours?.['6']).toEqual([])
    expect(values.country).toBe('CZ')
    // The booking rules section starts with the API's defaults, so an untouched form still saves.
    expect(values).toMatchObject({
      min_notice_minutes: 60,
      horizon_days: 60,
      slot_step_minutes: 15,
      cancellation_deadline_hours: 24,
      max_upcoming_per_customer: 3,
    })
  })

  it('gives values the shared schema accepts once named', () => {
    const parsed = branchInputSchema.safeParse({ ...branchFormValues(), name: 'Barber na rohu' })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.slug).toBeNull()
  })
})
