import { describe, expect, it } from 'vitest'
import { workerExceptionInputSchema, workerInputSchema } from './worker'

describe('workerInputSchema', () => {
  it('lower-cases the colour and defaults what a quick form leaves out', () => {
    expect(workerInputSchema.parse({ name: 'Tomáš', color: '#16A34A' })).toEqual({
      name: 'Tomáš',
      positions: [],
      email: null,
      phone: null,
      photo_url: null,
      color: '#16a34a',
      branch_ids: [],
      working_hours: {},
      item_ids: [],
    })
  })

  it('rejects a colour that is not #RRGGBB and a photo that is not a web address', () => {
    const result = workerInputSchema.safeParse({ name: 'X', color: 'blue', photo_url: 'ftp://x/y.jpg' })
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'photo_url: url',
      'color: color',
    ])
  })

  it('keeps working hours only for branches the worker works at', () => {
    const result = workerInputSchema.safeParse({
      name: 'X',
      branch_ids: [1],
      working_hours: { 1: { 1: [{ start: '09:00', end: '17:00' }] }, 2: {} },
    })
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'working_hours.2: exists',
    ])
  })
})

describe('workerExceptionInputSchema', () => {
  it('accepts datetime-local values and instants with an offset', () => {
    expect(
      workerExceptionInputSchema.safeParse({
        kind: 'holiday',
        starts_at: '2026-12-24T00:00',
        ends_at: '2026-12-27T00:00',
      }).success,
    ).toBe(true)
    expect(
      workerExceptionInputSchema.safeParse({
        kind: 'extra',
        starts_at: '2026-07-04T09:00:00+02:00',
        ends_at: '2026-07-04T08:00:00Z',
      }).success,
    ).toBe(true)
  })

  it('wants the end after the start and a known kind', () => {
    const order = workerExceptionInputSchema.safeParse({
      kind: 'sickness',
      starts_at: '2026-12-24T10:00',
      ends_at: '2026-12-24T10:00',
    })
    expect(order.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'ends_at: interval.order',
    ])
    const kind = workerExceptionInputSchema.safeParse({
      kind: 'party',
      starts_at: '2026-12-24T10:00',
      ends_at: 'x',
    })
    expect(kind.error?.issues.map((issue) => issue.message)).toEqual(['oneOf', 'date'])
  })
})
