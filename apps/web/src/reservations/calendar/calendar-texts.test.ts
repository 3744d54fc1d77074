import { calendar } from '@rezervo/shared/i18n/calendar'
import { calendarDialogs } from '@rezervo/shared/i18n/calendar-dialogs'
import { describe, expect, it } from 'vitest'

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

/** Plural forms differ by language (Czech has few and many), so a plural counts as one key. */
const textKeys = (value: object) => [
  ...new Set(keysOf(value).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
]

describe('calendar texts', () => {
  it('has the same keys in Czech and English', () => {
    expect(textKeys(calendar.cs).sort()).toEqual(textKeys(calendar.en).sort())
    expect(textKeys(calendarDialogs.cs).sort()).toEqual(textKeys(calendarDialogs.en).sort())
  })

  it('asks the out-of-hours question in both languages', () => {
    expect(calendarDialogs.cs.outOfHours.question).toBe('Opravdu chcete přidat rezervaci?')
    expect(calendarDialogs.en.outOfHours.question).toBe('Are you sure you want to add reservation?')
  })
})
