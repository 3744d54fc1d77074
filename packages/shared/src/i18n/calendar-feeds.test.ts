import { describe, expect, it } from 'vitest'
import { calendarFeeds } from './calendar-feeds'

describe('calendar feed texts', () => {
  it('has the same keys in Czech and English', () => {
    expect(Object.keys(calendarFeeds.cs).sort()).toEqual(Object.keys(calendarFeeds.en).sort())
  })

  it('writes Czech with its diacritics', () => {
    expect(calendarFeeds.cs.regenerate).toBe('Vygenerovat novou adresu')
    expect(calendarFeeds.cs.revoke).toBe('Zrušit')
  })
})
