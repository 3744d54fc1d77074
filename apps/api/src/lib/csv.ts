import { stringify } from 'csv-stringify/sync'

/** A cell of an export: text, a number, or nothing. */
export type CsvCell = string | number | null

/**
 * How every CSV export is written, in one place. Excel reads UTF-8 only with a byte order mark (without it
 * 'Šťastný' turns to mojibake), splits on semicolons in Czech settings (the comma is the decimal separator),
 * and expects CRLF line ends (RFC 4180).
 */
const FORMAT = { bom: true, delimiter: ';', recordDelimiter: '\r\n' } as const

/**
 * A cell that a spreadsheet would run as a formula ('=HYPERLINK(…)', '@SUM', '-2+3', a leading tab or CR)
 * gets a leading apostrophe, so it is shown as text. A phone number ('+420777123456') or a negative number
 * ('-15') is left as it is: it is data, not a formula.
 */
export function neutraliseFormula(text: string): string {
  return /^[=@\t\r]/.test(text) || /^[+-](?!\d+$)/.test(text) ? `'${text}` : text
}

/**
 * The CSV of a header row and data rows. A cell is quoted when it holds the separator, a quote or a line
 * break; quotes inside are doubled.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows] as CsvCell[][], {
    bom: FORMAT.bom,
    delimiter: FORMAT.delimiter,
    record_delimiter: FORMAT.recordDelimiter,
    // The separator and quotes are quoted anyway; a line break must be too, or it would split the row.
    quoted_match: /[\r\n]/,
    cast: { string: neutraliseFormula },
  })
}
