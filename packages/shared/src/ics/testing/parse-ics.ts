/**
 * Test helper: reads an emitted .ics with ical.js, a parser someone else wrote, and returns what calendar apps
 * act on. It throws where a calendar app would drop the file: a syntax error, a line over 75 octets or not
 * ended by CRLF, or a DTSTART/DTEND that is neither UTC nor tied to a VTIMEZONE by its TZID (a floating time
 * means a different instant in every zone).
 */
import ICAL from 'ical.js'

export interface ParsedIcsUser {
  email: string
  name: string | null
  parameters: Record<string, string>
}

export interface ParsedIcsEvent {
  uid: string
  sequence: number
  status: string | null
  /** The instants, in ISO form (UTC). */
  startsAt: string
  endsAt: string
  /** 'UTC', or the TZID of the VTIMEZONE the time is given in. */
  startZone: string
  endZone: string
  summary: string | null
  description: string | null
  organizer: ParsedIcsUser | null
  attendees: ParsedIcsUser[]
}

export interface ParsedIcs {
  method: string | null
  events: ParsedIcsEvent[]
}

const octets = (text: string) => new TextEncoder().encode(text).length

function user(property: ICAL.Property): ParsedIcsUser {
  const value = String(property.getFirstValue())
  if (!/^mailto:/i.test(value)) throw new Error(`${property.name} is not a mailto address: ${value}`)
  const parameters: Record<string, string> = {}
  for (const name of ['role', 'partstat', 'rsvp']) {
    const parameter = property.getParameter(name)
    if (typeof parameter === 'string') parameters[name.toUpperCase()] = parameter
  }
  const name = property.getParameter('cn')
  return { email: value.replace(/^mailto:/i, ''), name: typeof name === 'string' ? name : null, parameters }
}

function instant(event: ICAL.Component, name: 'dtstart' | 'dtend', zones: Set<string>) {
  const property = event.getFirstProperty(name)
  if (!property) throw new Error(`VEVENT without ${name.toUpperCase()}`)
  const time = property.getFirstValue() as ICAL.Time
  const tzid = property.getParameter('tzid')
  if (typeof tzid === 'string') {
    if (!zones.has(tzid)) throw new Error(`${name.toUpperCase()} names TZID ${tzid} without its VTIMEZONE`)
    return { iso: time.toJSDate().toISOString(), zone: tzid }
  }
  if (time.zone?.tzid !== 'UTC')
    throw new Error(`${name.toUpperCase()} is a floating time: ${time.toString()}`)
  return { iso: time.toJSDate().toISOString(), zone: 'UTC' }
}

export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('an .ics must end with CRLF')
  for (const line of text.slice(0, -2).split('\r\n')) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('an .ics must end every line with CRLF')
    if (octets(line) > 75) throw new Error(`line over 75 octets: ${line}`)
  }
  const calendar = new ICAL.Component(ICAL.parse(text))
  if (calendar.name !== 'vcalendar') throw new Error(`not a VCALENDAR: ${calendar.name}`)
  if (calendar.getFirstPropertyValue('version') !== '2.0') throw new Error('VERSION must be 2.0')
  if (!calendar.getFirstPropertyValue('prodid')) throw new Error('PRODID is required')
  const zones = new Set(
    calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
  )
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = instant(event, 'dtstart', zones)
    const end = instant(event, 'dtend', zones)
    const organizer = event.getFirstProperty('organizer')
    const text = (name: string) => {
      const value = event.getFirstPropertyValue(name)
      return value === null ? null : String(value)
    }
    if (!text('uid')) throw new Error('VEVENT without UID')
    if (!event.getFirstPropertyValue('dtstamp')) throw new Error('VEVENT without DTSTAMP')
    return {
      uid: text('uid')!,
      sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
      status: text('status'),
      startsAt: start.iso,
      endsAt: end.iso,
      startZone: start.zone,
      endZone: end.zone,
      summary: text('summary'),
      description: text('description'),
      organizer: organizer ? user(organizer) : null,
      attendees: event.getAllProperties('attendee').map(user),
    }
  })
  const method = calendar.getFirstPropertyValue('method')
  return { method: method === null ? null : String(method), events }
}
