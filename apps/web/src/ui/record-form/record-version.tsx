import { createContext, type ReactNode, useContext, useState } from 'react'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { etagOf } from '../../lib/record-version'
import { Alert } from '../alert'
import { Button } from '../button'

/**
 * The version of the record a form was filled from (decision 027): its form saves with that ETag as If-Match,
 * and a 412 means someone else saved meanwhile. RecordRoute provides it; forms outside one have none.
 */
export interface RecordVersion {
  /** The record as the form was filled from it. */
  loaded: unknown
  /** The ETag the next save is made to: the loaded one, then each save's, or the current one kept over. */
  etag: { current: string | undefined }
  /** The record as it is saved now, read afresh (without touching the open form). */
  fetchCurrent: () => Promise<unknown>
  /** Fills the form afresh from this record (taking over the saved values). */
  takeOver: (record: unknown) => void
}

const RecordVersionContext = createContext<RecordVersion | null>(null)

export function RecordVersionProvider({
  record,
  fetchCurrent,
  takeOver,
  children,
}: Omit<RecordVersion, 'etag' | 'loaded'> & { record: unknown; children: ReactNode }) {
  // Taken once: a background refetch must not move the version this form's values were typed against.
  const [version] = useState<Pick<RecordVersion, 'etag' | 'loaded'>>(() => ({
    loaded: record,
    etag: { current: etagOf(record) },
  }))
  return (
    <RecordVersionContext.Provider value={{ ...version, fetchCurrent, takeOver }}>
      {children}
    </RecordVersionContext.Provider>
  )
}

export function useRecordVersion(): RecordVersion | null {
  return useContext(RecordVersionContext)
}

/** A 412 on saving: the record as saved now, beside what the form was filled from. */
export interface StaleRecord {
  loaded: unknown
  current: unknown
}

const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at'])

/** The top-level fields whose saved value differs from what the form was filled from. */
export function changedFields(loaded: unknown, current: unknown): string[] {
  const before = (loaded ?? {}) as Record<string, unknown>
  const after = (current ?? {}) as Record<string, unknown>
  return Object.keys(after).filter(
    (key) => !BOOKKEEPING.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
}

function shown(value: unknown, changed: string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string' || typeof entry === 'number'))
    return value.join(', ')
  return changed
}

/** The label of a form field by its name, as the form shows it; the name itself when none is found. */
function labelOf(form: HTMLFormElement | null, name: string): string {
  const field = form?.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)
  const label = field?.labels?.[0]?.textContent?.replace(/\s*\*\s*$/, '').trim()
  return label || name
}

/**
 * What a form shows after a 412: someone else changed the record; the values saved now (the fields that
 * differ from what this form was filled from); and two ways on, while what this owner typed stays in the
 * fields: take the saved values over, or keep one's own and save them knowingly over the others.
 */
export function StaleRecordNotice({
  stale,
  form,
  onTakeOver,
  onKeepMine,
}: {
  stale: StaleRecord
  form: HTMLFormElement | null
  onTakeOver: () => void
  onKeepMine: () => void
}) {
  const { t } = useBackofficeTexts()
  const current = (stale.current ?? {}) as Record<string, unknown>
  const fields = changedFields(stale.loaded, stale.current)
  return (
    <Alert tone="warning" title={t('common.staleRecord')}>
      {fields.length > 0 && (
        <>
          <p>{t('common.staleRecordValues')}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="stale-record-values">
            {fields.map((name) => (
              <div key={name} className="contents">
                <dt className="font-medium">{labelOf(form, name)}</dt>
                <dd>{shown(current[name], t('common.staleRecordChanged'))}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className="mt-2">{t('common.keepMineHint')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={onTakeOver}>
          {t('common.takeTheirs')}
        </Button>
        <Button type="button" variant="ghost" onClick={onKeepMine}>
          {t('common.keepMine')}
        </Button>
      </div>
    </Alert>
  )
}
