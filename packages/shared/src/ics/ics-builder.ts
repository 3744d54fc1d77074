/**
 * A minimal iCalendar (RFC 5545) writer for "add to calendar": one VCALENDAR with VEVENTs whose times are
 * in UTC, so no VTIMEZONE is needed and every calendar shows them in its own zone, right across DST.
 */

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
  /** Raised with each change (a cancellation sends SEQUENCE+1 with STATUS:CANCELLED). */
  sequence?: number
  status?: 'CONFIRMED' | 'CANCELLED'
}

export interface IcsCalendarOptions {
  prodId?: string
  /** PUBLISH for a downloadable event; CANCEL to withdraw a published one. */
  method?: 'PUBLISH' | 'CANCEL'
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

function eventLines(event: IcsEvent): string[] {
  if (event.endsAt.getTime() <= event.startsAt.getTime()) {
    throw new RangeError(`ICS event ${event.uid} must end after it starts`)
  }
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
  lines.push(`SEQUENCE:${event.sequence ?? 0}`, `STATUS:${event.status ?? 'CONFIRMED'}`, 'END:VEVENT')
  return lines
}

/** A whole .ics file: CRLF line ends, folded lines, ending with a CRLF. */
export function buildIcsCalendar(events: readonly IcsEvent[], options: IcsCalendarOptions = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', options.prodId ?? '-//Rezervo//Rezervo//CS'),
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
  return `${lines.join(CRLF)}${CRLF}`
}
