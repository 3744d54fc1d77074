/**
 * A minimal iCalendar (RFC 5545) writer for "add to calendar" and for the iTIP messages (RFC 5546) sent in
 * emails: one VCALENDAR with VEVENTs whose times are in UTC, so no VTIMEZONE is needed and every calendar
 * shows them in its own zone, right across DST.
 */

/** A calendar user (RFC 5545 CAL-ADDRESS): a mailto address and the name shown for it. */
export interface IcsCalendarUser {
  email: string
  name?: string | null
}

export interface IcsEvent {
  /** Globally unique and stable for the reservation, so a re-import updates instead of duplicating. */
  uid: string
  /** When this version of the event was written. */
  stamp: Date
  startsAt: Date
  endsAt: Date
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  /**
   * Must grow with every change a calendar app has to apply (RFC 5545 §3.8.7.4: at least when DTSTART,
   * DTEND or STATUS change); apps ignore a copy whose SEQUENCE is not higher than the one they have.
   */
  sequence?: number
  status?: 'CONFIRMED' | 'CANCELLED'
  /** Who sends the event. RFC 5546 requires it in PUBLISH, REQUEST and CANCEL alike. */
  organizer?: IcsCalendarUser
  /** Who it is for: required in REQUEST, not allowed in PUBLISH, those of the REQUEST in CANCEL (RFC 5546 §3.2). */
  attendees?: readonly IcsCalendarUser[]
}

export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL'

export interface IcsCalendarOptions {
  prodId?: string
  /**
   * PUBLISH for a downloaded event; REQUEST for one sent to its attendee by email, which their calendar
   * adds and later updates in place (same UID, higher SEQUENCE); CANCEL withdraws either (STATUS:CANCELLED).
   */
  method?: IcsMethod
}

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75
const encoder = new TextEncoder()

/** UTF-8 length of one code point (a lone surrogate is written as U+FFFD, also 3 octets). */
function utf8Octets(codePoint: string): number {
  const value = codePoint.codePointAt(0) ?? 0
  return value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4
}

/** 2027-03-28T01:00:00.000Z → '20270328T010000Z' (DATE-TIME in UTC form). */
export function formatIcsUtc(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('formatIcsUtc: invalid Date')
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '')
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/**
 * Folds a content line so that no physical line exceeds 75 octets of UTF-8 (RFC 5545 §3.1); continuation
 * lines start with one space. Splits only between code points, so 'ř' or an emoji is never cut in half.
 */
export function foldIcsLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line
  const lines: string[] = []
  let current = ''
  let currentOctets = 0
  // The first line may hold 75 octets; each continuation line holds its leading space plus 74.
  let limit = MAX_LINE_OCTETS
  for (const codePoint of line) {
    const octets = utf8Octets(codePoint)
    if (currentOctets + octets > limit) {
      lines.push(current)
      current = ''
      currentOctets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += codePoint
    currentOctets += octets
  }
  lines.push(current)
  return lines.join(`${CRLF} `)
}

function property(name: string, value: string): string {
  return foldIcsLine(`${name}:${value}`)
}

/** A parameter value (RFC 5545 §3.2): quoted, and without the double quote and control characters it cannot hold. */
function parameterValue(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return `"${text.replace(/["\x00-\x1f\x7f]/g, '')}"`
}

function calendarUser(name: 'ORGANIZER' | 'ATTENDEE', user: IcsCalendarUser, parameters: string[] = []) {
  const commonName = user.name ? [`CN=${parameterValue(user.name)}`] : []
  return foldIcsLine(`${[name, ...commonName, ...parameters].join(';')}:mailto:${user.email}`)
}

/** The rules of RFC 5546 §3.2 that the calendar apps act on, checked so no caller sends a message they drop. */
function checkMethod(event: IcsEvent, method: IcsMethod) {
  const attendees = event.attendees?.length ?? 0
  if (!event.organizer) throw new RangeError(`ICS ${method} of ${event.uid} needs an ORGANIZER`)
  if (method === 'PUBLISH' && attendees > 0) throw new RangeError(`ICS PUBLISH of ${event.uid} has attendees`)
  // A CANCEL names the attendees of the REQUEST it withdraws; one withdrawing a PUBLISH has none.
  if (method === 'REQUEST' && attendees === 0)
    throw new RangeError(`ICS REQUEST of ${event.uid} needs attendees`)
  if ((method === 'CANCEL') !== (event.status === 'CANCELLED')) {
    throw new RangeError(`ICS ${method} of ${event.uid} has STATUS ${event.status ?? 'CONFIRMED'}`)
  }
}

function eventLines(event: IcsEvent, method: IcsMethod): string[] {
  if (event.endsAt.getTime() <= event.startsAt.getTime()) {
    throw new RangeError(`ICS event ${event.uid} must end after it starts`)
  }
  checkMethod(event, method)
  const lines = [
    'BEGIN:VEVENT',
    property('UID', escapeIcsText(event.uid)),
    property('DTSTAMP', formatIcsUtc(event.stamp)),
    property('DTSTART', formatIcsUtc(event.startsAt)),
    property('DTEND', formatIcsUtc(event.endsAt)),
    property('SUMMARY', escapeIcsText(event.summary)),
  ]
  if (event.location) lines.push(property('LOCATION', escapeIcsText(event.location)))
  if (event.description) lines.push(property('DESCRIPTION', escapeIcsText(event.description)))
  // A URI value is not TEXT, so it is not escaped (commas are legal in it).
  if (event.url) lines.push(property('URL', event.url))
  if (event.organizer) lines.push(calendarUser('ORGANIZER', event.organizer))
  for (const attendee of event.attendees ?? []) {
    // The attendee booked it themselves: it is accepted, and no reply is asked for.
    lines.push(
      calendarUser('ATTENDEE', attendee, ['ROLE=REQ-PARTICIPANT', 'PARTSTAT=ACCEPTED', 'RSVP=FALSE']),
    )
  }
  lines.push(`SEQUENCE:${event.sequence ?? 0}`, `STATUS:${event.status ?? 'CONFIRMED'}`, 'END:VEVENT')
  return lines
}

/** A whole .ics file: CRLF line ends, folded lines, ending with a CRLF. */
export function buildIcsCalendar(events: readonly IcsEvent[], options: IcsCalendarOptions = {}): string {
  const method = options.method ?? 'PUBLISH'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', options.prodId ?? '-//Rezervo//Rezervo//CS'),
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap((event) => eventLines(event, method)),
    'END:VCALENDAR',
  ]
  return `${lines.join(CRLF)}${CRLF}`
}
