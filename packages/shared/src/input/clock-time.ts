/**
 * A time of day as people type it on a phone's numeric keypad or a keyboard: '9:30', '9.30', '9,30', '930',
 * '0930', '9' → '09:30' / '09:00'. Returns the zero-padded 'HH:MM', or null for what is not a time of day
 * ('25:00', '9:75', '9:5', 'abc'), so a form and the server refuse it with the catalogue's 'time' message instead
 * of guessing. With `endOfDay`, '24:00' (also '24', '2400') is accepted: it closes a day that ends at midnight.
 */
export function parseClockTime(
  text: string,
  { endOfDay = false }: { endOfDay?: boolean } = {},
): string | null {
  const typed = text.trim().replace(/\s+/g, '')
  const match =
    /^(\d{1,2})[:.,h](\d{2})$/.exec(typed) ?? /^(\d{1,2})(\d{2})$/.exec(typed) ?? /^(\d{1,2})()$/.exec(typed)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = match[2] ? Number(match[2]) : 0
  if (minutes > 59) return null
  if (hours > 23 && !(endOfDay && hours === 24 && minutes === 0)) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

/** What a time field shows after the user leaves it: the parsed 'HH:MM', or the text unchanged when it is not a time. */
export function normalizeClockTimeInput(text: string, options: { endOfDay?: boolean } = {}): string {
  return parseClockTime(text, options) ?? text
}
