import type { Locale } from '@rezervo/shared/constants'
import { stringify } from 'csv-stringify/browser/esm/sync'
import { type ChartTable, csvCell } from './chart-data'

/**
 * A chart's table as the back office's CSV files are written (apps/api/src/lib/csv.ts): UTF-8 with a byte
 * order mark, semicolons, CRLF, and a text a spreadsheet would run as a formula prefixed with an apostrophe.
 */
export function chartCsv(table: ChartTable, header: readonly string[], locale: Locale): string {
  return stringify([[...header], ...table.rows.map((row) => row.map((cell) => csvCell(cell, locale)))], {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
    cast: {
      string: (value) => (/^[=@\t\r]/.test(value) || /^[+-](?!\d+$)/.test(value) ? `'${value}` : value),
    },
  })
}

/** Offers the text as a file download: a Blob behind a temporary link. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
