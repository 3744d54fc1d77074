import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildIcsCalendar, escapeIcsText, foldIcsLine, formatIcsUtc, type IcsEvent } from './ics-builder'
import { parseIcs } from './testing/parse-ics'

const octets = (text: string) => new TextEncoder().encode(text).length
const unfold = (text: string) => text.replace(/\r\n /g, '')

const haircut: IcsEvent = {
  uid: 'reservation-42@rezervo.cz',
  stamp: new Date('2026-11-23T08:00:00Z'),
  startsAt: new Date('2026-11-24T09:00:00Z'),
  endsAt: new Date('2026-11-24T09:45:00Z'),
  summary: 'Pánský střih – Barber na Rohu',
  location: 'Vinohradská 1234/56, 120 00 Praha 2',
  description: 'S kým: Tomáš Novák\nCena: 450 Kč',
  url: 'https://rezervo.cz/krasa-a-pece/barbershop/barber-na-rohu/potvrzeni-rezervace?reservation=42&token=a,b',
  organizer: { email: 'no-reply@rezervo.cz', name: 'Barber na Rohu; Praha "2"' },
}
const customer = { email: 'jana@example.cz', name: 'Jana Nováková' }

describe('formatIcsUtc', () => {
  it('writes the UTC form without separators or milliseconds', () => {
    expect(formatIcsUtc(new Date('2027-03-28T01:00:00.000Z'))).toBe('20270328T010000Z')
    expect(formatIcsUtc(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z')
  })

  it('refuses an invalid date', () => {
    expect(() => formatIcsUtc(new Date('nope'))).toThrow(RangeError)
  })
})

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
  })

  it('leaves colons and Czech letters alone', () => {
    expect(escapeIcsText('Kdy: 9:00 – Šťastný')).toBe('Kdy: 9:00 – Šťastný')
  })
})

describe('foldIcsLine', () => {
  it('keeps a short line as it is', () => {
    expect(foldIcsLine('SUMMARY:Střih')).toBe('SUMMARY:Střih')
  })

  it('folds at 75 octets with CRLF and one space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`
    const folded = foldIcsLine(line)
    const physical = folded.split('\r\n')
    expect(physical[0]).toHaveLength(75)
    for (const rest of physical.slice(1)) {
      expect(rest.startsWith(' ')).toBe(true)
      expect(octets(rest)).toBeLessThanOrEqual(75)
    }
    expect(unfold(folded)).toBe(line)
  })

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ř'.repeat(60)}😀${'ž'.repeat(30)}`
    const folded = foldIcsLine(line)
    for (const physical of folded.split('\r\n')) {
      expect(octets(physical)).toBeLessThanOrEqual(75)
      expect(physical).not.toContain('\uFFFD')
    }
    expect(unfold(folded)).toBe(line)
  })

  it('any text folds into lines of at most 75 octets that unfold to the original', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const line = `DESCRIPTION:${escapeIcsText(text)}`
        const folded = foldIcsLine(line)
        return folded.split('\r\n').every((physical) => octets(physical) <= 75) && unfold(folded) === line
      }),
    )
  })
})

describe('buildIcsCalendar', () => {
  it('writes one VEVENT with UTC times, escaped texts and CRLF line ends', () => {
    const ics = buildIcsCalendar([haircut])
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/)
    const lines = unfold(ics).split('\r\n')
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Rezervo//Rezervo//CS',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ])
    expect(lines).toContain('UID:reservation-42@rezervo.cz')
    expect(lines).toContain('DTSTAMP:20261123T080000Z')
    expect(lines).toContain('DTSTART:20261124T090000Z')
    expect(lines).toContain('DTEND:20261124T094500Z')
    expect(lines).toContain('SUMMARY:Pánský střih – Barber na Rohu')
    expect(lines).toContain('LOCATION:Vinohradská 1234/56\\, 120 00 Praha 2')
    expect(lines).toContain('DESCRIPTION:S kým: Tomáš Novák\\nCena: 450 Kč')
    expect(lines).toContain(`URL:${haircut.url}`)
    expect(lines).toContain('STATUS:CONFIRMED')
    for (const physical of ics.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75)
  })

  it('keeps instants across the spring clock change: 03:00 CEST is 01:00Z', () => {
    const ics = buildIcsCalendar([
      {
        ...haircut,
        startsAt: new Date('2027-03-28T01:00:00Z'),
        endsAt: new Date('2027-03-28T01:45:00Z'),
      },
    ])
    expect(unfold(ics)).toContain('DTSTART:20270328T010000Z\r\nDTEND:20270328T014500Z')
  })

  it('omits empty optional fields and can cancel an event', () => {
    const ics = buildIcsCalendar(
      [
        {
          ...haircut,
          location: null,
          description: '',
          url: undefined,
          sequence: 1,
          status: 'CANCELLED',
          attendees: [customer],
        },
      ],
      { method: 'CANCEL' },
    )
    expect(ics).not.toContain('LOCATION')
    expect(ics).not.toContain('DESCRIPTION')
    expect(ics).not.toContain('URL')
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain('SEQUENCE:1\r\nSTATUS:CANCELLED')
  })

  it('writes an invitation a calendar app takes: ORGANIZER and an ATTENDEE who accepted, no reply asked', () => {
    const ics = buildIcsCalendar([{ ...haircut, sequence: 3, attendees: [customer] }], { method: 'REQUEST' })
    const parsed = parseIcs(ics)
    expect(parsed.method).toBe('REQUEST')
    expect(parsed.events).toHaveLength(1)
    expect(parsed.events[0]).toMatchObject({
      uid: 'reservation-42@rezervo.cz',
      sequence: 3,
      status: 'CONFIRMED',
      startsAt: '2026-11-24T09:00:00.000Z',
      endsAt: '2026-11-24T09:45:00.000Z',
      startZone: 'UTC',
      summary: 'Pánský střih – Barber na Rohu',
      description: 'S kým: Tomáš Novák\nCena: 450 Kč',
      // The double quote cannot stand in a parameter value, so it goes; the semicolon is quoted.
      organizer: { email: 'no-reply@rezervo.cz', name: 'Barber na Rohu; Praha 2' },
      attendees: [
        {
          email: 'jana@example.cz',
          name: 'Jana Nováková',
          parameters: { ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED', RSVP: 'FALSE' },
        },
      ],
    })
  })

  it('refuses a message calendar apps drop (RFC 5546 §3.2)', () => {
    const { organizer: _, ...withoutOrganizer } = haircut
    expect(() => buildIcsCalendar([withoutOrganizer])).toThrow(/ORGANIZER/)
    expect(() => buildIcsCalendar([haircut], { method: 'REQUEST' })).toThrow(/attendees/)
    expect(() => buildIcsCalendar([{ ...haircut, attendees: [customer] }])).toThrow(/PUBLISH/)
    const cancel = { ...haircut, attendees: [customer] }
    expect(() => buildIcsCalendar([cancel], { method: 'CANCEL' })).toThrow(/STATUS CONFIRMED/)
    const cancelled = { ...cancel, status: 'CANCELLED' as const }
    expect(() => buildIcsCalendar([cancelled], { method: 'REQUEST' })).toThrow(/STATUS CANCELLED/)
  })

  it('any summary and description parse back with ical.js as they were written', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.string({ unit: 'grapheme' }),
        (summary, text) => {
          const parsed = parseIcs(buildIcsCalendar([{ ...haircut, summary, description: text }])).events[0]!
          const written = (value: string) => value.replace(/\r\n|\r/g, '\n')
          expect(parsed.summary).toBe(written(summary))
          expect(parsed.description).toBe(text ? written(text) : null)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('refuses an event that does not end after it starts', () => {
    expect(() => buildIcsCalendar([{ ...haircut, endsAt: haircut.startsAt }])).toThrow(RangeError)
  })
})
