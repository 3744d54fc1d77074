import { describe, expect, it } from 'vitest'
import {
  emptyWorkerExceptionForm,
  exceptionInput,
  wallTime,
  workerExceptionResolver,
} from './worker-exception-values'

const options = { fields: {}, shouldUseNativeValidation: false } as never

describe('vacation form', () => {
  it('reads times typed on a keypad: 8 and 1730 are 08:00 and 17:30', () => {
    expect(wallTime('2026-12-24', '8')).toBe('2026-12-24T08:00')
    expect(wallTime('2026-12-24', '9,30')).toBe('2026-12-24T09:30')
    expect(wallTime('2026-12-24', '25:00')).toBe('')
    const form = {
      ...emptyWorkerExceptionForm(),
      starts_date: '2026-12-24',
      starts_time: '8',
      ends_date: '2026-12-31',
      ends_time: '1730',
    }
    expect(exceptionInput(form)).toMatchObject({ starts_at: '2026-12-24T08:00', ends_at: '2026-12-31T17:30' })
  })

  it('submits the server’s body, and refuses an impossible time under the time field with the catalogue’s message', async () => {
    const resolver = workerExceptionResolver()
    const ok = await resolver(
      {
        ...emptyWorkerExceptionForm(),
        starts_date: '2026-12-24',
        starts_time: '800',
        ends_date: '2026-12-24',
        ends_time: '12',
      },
      undefined,
      options,
    )
    expect(ok.errors).toEqual({})
    expect(ok.values).toMatchObject({
      kind: 'holiday',
      starts_at: '2026-12-24T08:00',
      ends_at: '2026-12-24T12:00',
    })
    const bad = await resolver(
      {
        ...emptyWorkerExceptionForm(),
        starts_date: '2026-12-24',
        starts_time: '9:75',
        ends_date: '',
        ends_time: '',
      },
      undefined,
      options,
    )
    expect(bad.errors).toMatchObject({
      starts_time: { message: 'time' },
      ends_date: { message: expect.any(String) },
    })
    expect(Object.keys(bad.errors).sort()).toEqual(['ends_date', 'starts_time'])
  })
})

describe('vacation form dates', () => {
  it('refuses a typed date that is no day under that date, and sends nothing', async () => {
    const resolver = workerExceptionResolver()
    const bad = await resolver(
      {
        ...emptyWorkerExceptionForm(),
        // What the date field hands the form for '31. 2. 2026': the text as typed.
        starts_date: '31. 2. 2026',
        starts_time: '8',
        ends_date: '2026-12-24',
        ends_time: '12',
      },
      undefined,
      options,
    )
    expect(Object.keys(bad.errors)).toEqual(['starts_date'])
    expect(bad.values).toEqual({})
  })
})
