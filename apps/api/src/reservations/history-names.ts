/**
 * Which workers and branches a history entry refers to by id, and their names for the detail. Pure: the
 * repository reads the names, this decides which ids to ask for and which name wins.
 */
import type { HistoryRecordNames } from '../db/schema'

export interface HistoryReferences {
  workers: number[]
  branches: number[]
}

const FIELDS = { worker_id: 'workers', branch_id: 'branches' } as const

/** The ids of `worker_id` and `branch_id` in changes: the value set ('created') or both sides of { from, to }. */
export function historyReferences(changes: Record<string, unknown>): HistoryReferences {
  const found: HistoryReferences = { workers: [], branches: [] }
  for (const [field, kind] of Object.entries(FIELDS)) {
    const change = changes[field]
    const values =
      change && typeof change === 'object' && 'from' in change && 'to' in change
        ? [change.from, change.to]
        : [change]
    for (const value of values) {
      if (typeof value === 'number' && Number.isInteger(value) && !found[kind].includes(value))
        found[kind].push(value)
    }
  }
  return found
}

/** The references of several entries together, each id once. */
export function allHistoryReferences(entries: readonly Record<string, unknown>[]): HistoryReferences {
  const all: HistoryReferences = { workers: [], branches: [] }
  for (const changes of entries) {
    const found = historyReferences(changes)
    all.workers.push(...found.workers.filter((id) => !all.workers.includes(id)))
    all.branches.push(...found.branches.filter((id) => !all.branches.includes(id)))
  }
  return all
}

export interface NamedRecord {
  id: number
  name: string
}

/**
 * The name of every referenced record: as it is now when the record still exists (renamed or archived),
 * else the newest name an entry recorded when it was written (the record was deleted since). An id with
 * neither is left out; the history shows its number.
 */
export function resolveHistoryNames(
  references: HistoryReferences,
  current: { workers: readonly NamedRecord[]; branches: readonly NamedRecord[] },
  recorded: readonly (HistoryRecordNames | null)[],
): { workers: NamedRecord[]; branches: NamedRecord[] } {
  const resolve = (kind: keyof HistoryReferences): NamedRecord[] =>
    references[kind].flatMap((id) => {
      const now = current[kind].find((record) => record.id === id)?.name
      const then = recorded.findLast((names) => names?.[kind]?.[String(id)] !== undefined)?.[kind]?.[
        String(id)
      ]
      const name = now ?? then
      return name === undefined ? [] : [{ id, name }]
    })
  return { workers: resolve('workers'), branches: resolve('branches') }
}
