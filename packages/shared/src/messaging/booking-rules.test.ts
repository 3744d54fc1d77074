import { describe, expect, it } from 'vitest'
import { bookingRulesLines, countOf, deadlineSentence, durationOf } from './booking-rules'

describe('booking rules in plain words', () => {
  it('uses the Czech plural forms after a number (1 hodinu, 2 hodiny, 24 hodin; dny, dní)', () => {
    expect([1, 2, 4, 5, 24].map((hours) => countOf(hours, 'hour', 'cs'))).toEqual([
      '1 hodinu',
      '2 hodiny',
      '4 hodiny',
      '5 hodin',
      '24 hodin',
    ])
    expect([1, 3, 60].map((days) => countOf(days, 'day', 'cs'))).toEqual(['1 den', '3 dny', '60 dní'])
    expect(countOf(1200, 'day', 'cs')).toBe('1 200 dní')
    expect([1, 24].map((hours) => countOf(hours, 'hour', 'en'))).toEqual(['1 hour', '24 hours'])
    expect(durationOf(90, 'cs')).toBe('90 minut')
    expect(durationOf(120, 'cs')).toBe('2 hodiny')
    expect(durationOf(60, 'en')).toBe('1 hour')
  })

  it('states the four rules of a branch', () => {
    const rules = {
      min_notice_minutes: 60,
      horizon_days: 60,
      cancellation_deadline_hours: 24,
      max_upcoming_per_person: 3,
    }
    expect(bookingRulesLines(rules, 'cs')).toEqual([
      'Rezervovat můžete nejpozději 1 hodinu před začátkem.',
      'Termíny nabízíme nejvýše 60 dní dopředu.',
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem.',
      'Najednou můžete mít nejvýše 3 nadcházející rezervace.',
    ])
    expect(bookingRulesLines({ ...rules, max_upcoming_per_person: 5, min_notice_minutes: 0 }, 'cs')).toEqual([
      'Rezervovat můžete až do začátku termínu.',
      'Termíny nabízíme nejvýše 60 dní dopředu.',
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem.',
      'Najednou můžete mít nejvýše 5 nadcházejících rezervací.',
    ])
    expect(bookingRulesLines({ ...rules, max_upcoming_per_person: 1 }, 'en')).toEqual([
      'You can book up to 1 hour before the start.',
      'Times are offered up to 60 days ahead.',
      'You can cancel or reschedule up to 24 hours before the start.',
      'You can hold at most 1 upcoming reservation at a time.',
    ])
  })

  it('gives one reservation its concrete deadline on the branch clock, the weekday after "do" in the genitive', () => {
    // Thursday 12 March 2026, 9:30 in Prague (CET) is 08:30Z; in summer (CEST) 9:30 is 07:30Z.
    expect(deadlineSentence(24, new Date('2026-03-12T08:30:00Z'), 'Europe/Prague', 'cs')).toBe(
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem, tj. do čtvrtka 12. 3. 9:30.',
    )
    expect(deadlineSentence(2, new Date('2026-07-10T07:30:00Z'), 'Europe/Prague', 'cs')).toBe(
      'Rezervaci můžete zrušit nebo přesunout nejpozději 2 hodiny před začátkem, tj. do pátku 10. 7. 9:30.',
    )
    expect(deadlineSentence(1, new Date('2026-03-12T08:30:00Z'), 'Europe/Prague', 'en')).toBe(
      'You can cancel or reschedule up to 1 hour before the start, that is until Thursday 12 March, 9:30.',
    )
  })

  it("states each branch's deadline on its own clock, one language after another (the formatters are kept)", () => {
    const deadline = new Date('2026-03-12T08:30:00Z')
    expect(deadlineSentence(24, deadline, 'Europe/Prague', 'cs')).toMatch(/do čtvrtka 12\. 3\. 9:30\.$/)
    expect(deadlineSentence(24, deadline, 'Europe/London', 'cs')).toMatch(/do čtvrtka 12\. 3\. 8:30\.$/)
    expect(deadlineSentence(24, deadline, 'Europe/London', 'en')).toMatch(/until Thursday 12 March, 8:30\.$/)
    expect(deadlineSentence(24, deadline, 'Europe/Prague', 'cs')).toMatch(/do čtvrtka 12\. 3\. 9:30\.$/)
  })
})
