import { stringify } from 'csv-stringify/browser/esm/sync'
import type { Locale } from '../constants'
import { utcToZonedParts } from '../time/zoned-time'

/**
 * The one CSV format of the back office, for the API's exports and the statistics screen's chart downloads
 * alike. csv-stringify's browser build: its Node entry needs Buffer, which a browser lacks; this one runs in
 * both.
 */

/** A cell of an export: text, a number, or nothing. */
export type CsvCell = string | number | null

/**
 * A cell that a spreadsheet would run as a formula ('=HYPERLINK(…)', '@SUM', '-2+3', a leading tab or CR)
 * gets a leading apostrophe, so it is shown as text. A phone number ('+420777123456') or a negative number
 * ('-15') is left as it is: it is data, not a formula.
 */
export function neutraliseFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || /^[+-](?!\d+$)/.test(text) ? `'${text}` : text
}

/**
 * The CSV of a header row and data rows. Excel reads UTF-8 only with a byte order mark (without it 'Šťastný'
 * turns to mojibake), splits on semicolons in Czech settings (the comma is the decimal separator), and
 * expects CRLF line ends (RFC 4180). A cell is quoted when it holds the separator, a quote or a line break;
 * quotes inside are doubled.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows] as CsvCell[][], {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    // The separator and quotes are quoted anyway; a line break must be too, or it would split the row.
    quoted_match: /[\r\n]/,
    cast: { string: neutraliseFormula },
  })
}

/**
 * A date cell: Czech '23.11.2026' (day.month.year, no spaces, which Czech Excel reads as a date, not text),
 * English the ISO '2026-11-23'.
 */
export function csvDate(isoDate: string, locale: Locale): string {
  if (locale !== 'cs') return isoDate
  const [year, month, day] = isoDate.split('-')
  return `${Number(day)}.${Number(month)}.${year}`
}

/** An instant as the date and the time on the branch's clock ('23.11.2026 10:00'), never UTC. */
export function csvDateTime(instant: Date, timeZone: string, locale: Locale): string {
  const { date, minuteOfDay } = utcToZonedParts(instant, timeZone)
  const time = `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`
  return `${csvDate(date, locale)} ${time}`
}
