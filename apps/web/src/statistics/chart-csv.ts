import type { Locale } from '@rezervo/shared/constants'
import { toCsv } from '@rezervo/shared/csv/csv'
import { type ChartTable, csvCell } from './chart-data'

/** A chart's table as every back-office CSV file is written: the one format of packages/shared/src/csv. */
export function chartCsv(table: ChartTable, header: readonly string[], locale: Locale): string {
  return toCsv(
    header,
    table.rows.map((row) => row.map((cell) => csvCell(cell, locale))),
  )
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
