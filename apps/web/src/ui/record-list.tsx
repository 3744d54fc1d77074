import type { ReactNode } from 'react'
import { Link } from 'react-router'

export interface RecordListRow {
  id: number | string
  to: string
  title: ReactNode
  details?: ReactNode
  aside?: ReactNode
}

/** A list of records as cards: one column on phones, a compact table-like list from 640 px up. */
export function RecordList({ rows, label }: { rows: RecordListRow[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="grid gap-2 sm:gap-0 sm:divide-y sm:divide-stone-200 sm:rounded-2xl sm:border sm:border-stone-200 sm:bg-white"
    >
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={row.to}
            className="flex min-h-14 flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4 hover:bg-stone-50 sm:flex-row sm:items-center sm:justify-between sm:rounded-none sm:border-0"
          >
            <span className="min-w-0">
              <span className="block font-semibold wrap-anywhere text-stone-950">{row.title}</span>
              {row.details && (
                <span className="block text-sm wrap-anywhere text-stone-600">{row.details}</span>
              )}
            </span>
            {row.aside && <span className="shrink-0 text-sm text-stone-700">{row.aside}</span>}
          </Link>
        </li>
      ))}
    </ul>
  )
}
