import { describe, expect, it } from 'vitest'
import { durationToMinutes, itemInputSchema } from './item'

describe('durationToMinutes', () => {
  it.each([
    [45, 'minutes', 45],
    [1, 'hours', 60],
    [1.5, 'hours', 90],
    [1.1, 'hours', 66],
    [0.25, 'hours', 15],
  ] as const)('%d %s is %d minutes', (duration, unit, minutes) => {
    expect(durationToMinutes(duration, unit)).toBe(minutes)
  })

  it('refuses what is not a whole number of minutes', () => {
    expect(durationToMinutes(1.33, 'hours')).toBeNull()
    expect(durationToMinutes(12.5, 'minutes')).toBeNull()
  })
})

describe('itemInputSchema', () => {
  it('stores the duration in minutes with sensible defaults', () => {
    expect(
      itemInputSchema.parse({ name: 'Barvení', duration: 2, duration_unit: 'hours', price_czk: 1500 }),
    ).toEqual({
      name: 'Barvení',
      description: null,
      duration: 2,
      duration_unit: 'hours',
      duration_minutes: 120,
      price_czk: 1500,
      buffer_after_minutes: 0,
      item_category_id: null,
      worker_ids: [],
      bookable_online: true,
      active: true,
    })
  })

  it('removes repeated workers', () => {
    expect(
      itemInputSchema.parse({ name: 'X', duration: 30, price_czk: 0, worker_ids: [3, 1, 3] }).worker_ids,
    ).toEqual([3, 1])
  })

  it('caps the duration at a day in the unit typed', () => {
    const hours = itemInputSchema.safeParse({ name: 'X', duration: 25, duration_unit: 'hours', price_czk: 0 })
    expect(hours.error?.issues.map((issue) => issue.message)).toEqual(['maxValue:24'])
    const minutes = itemInputSchema.safeParse({ name: 'X', duration: 1441, price_czk: 0 })
    expect(minutes.error?.issues.map((issue) => issue.message)).toEqual(['maxValue:1440'])
  })

  it('wants a whole, non-negative price in crowns', () => {
    const result = itemInputSchema.safeParse({ name: 'X', duration: 30, price_czk: -1 })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['minValue:0'])
  })

  it('takes the price and the length as typed: "1 200", "350 Kč", "1,5" hours (issue 37, finding 16)', () => {
    const typed = itemInputSchema.parse({
      name: 'X',
      duration: '1,5',
      duration_unit: 'hours',
      price_czk: '1 200',
    })
    expect(typed).toMatchObject({ duration: 1.5, duration_minutes: 90, price_czk: 1200 })
    expect(itemInputSchema.parse({ name: 'X', duration: 30, price_czk: '350 Kč' }).price_czk).toBe(350)
    expect(itemInputSchema.parse({ name: 'X', duration: 30, price_czk: '1\u202f200,00' }).price_czk).toBe(
      1200,
    )
  })

  it('says "whole crowns" for haléře and how to write an amount it cannot read', () => {
    const messages = (price_czk: unknown) =>
      itemInputSchema
        .safeParse({ name: 'X', duration: 30, price_czk })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    expect(messages('1 200,50')).toEqual(['price_czk: crowns.whole'])
    expect(messages(10.5)).toEqual(['price_czk: crowns.whole'])
    expect(messages('abc')).toEqual(['price_czk: crowns'])
    expect(messages('')).toEqual(['price_czk: required'])
    expect(messages(undefined)).toEqual(['price_czk: required'])
    expect(messages({ nested: true })).toEqual(['price_czk: crowns'])
  })
})
