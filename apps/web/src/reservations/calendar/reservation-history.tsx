import { formatCzk, formatDateTime } from '@rezervo/shared/format/index'
import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { currentLocale } from '../../lib/i18n'
import { useCalendarDialogTexts } from './calendar-dialog-texts'

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A changed value readably: instants on the branch's clock, lists joined, the rest as it is. */
function shown(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string' && INSTANT.test(value))
    return formatDateTime(new Date(value), timeZone, currentLocale())
  if (Array.isArray(value)) return value.map((item) => shown(item, timeZone)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

type Translate = ReturnType<typeof useCalendarDialogTexts>['t']

/** The customer's notice of a change (decision 029): which channels, and when it goes out. */
function noticeLine(field: string, change: unknown, timeZone: string, t: Translate): string | null {
  if (field === 'customer_notice_withdrawn') return t('history.customerNoticeWithdrawn')
  if (field !== 'customer_notice' || !change || typeof change !== 'object') return null
  const notice = change as { email?: boolean; sms?: boolean; due_at?: string }
  const channels = [notice.email && t('history.channelEmail'), notice.sms && 'SMS']
    .filter(Boolean)
    .join(' + ')
  const time = notice.due_at ? formatDateTime(new Date(notice.due_at), timeZone, currentLocale()) : ''
  return t('history.customerNotice', { channels, time })
}

/** Names of the records a history entry refers to by id (worker_id → worker's name), as far as they are known. */
export type HistoryNames = Partial<
  Record<'worker_id' | 'customer_id' | 'branch_id', ReadonlyMap<number, string>>
>

/** Values that are codes, flags or ids, in words: 'ano', 'Hotovost', 'Nedorazil(a)', 'online rezervace', 'Jana'. */
function shownValue(
  field: string,
  value: unknown,
  timeZone: string,
  t: Translate,
  names: HistoryNames,
): string {
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no')
  if (
    (field === 'worker_id' || field === 'customer_id' || field === 'branch_id') &&
    typeof value === 'number'
  )
    return names[field]?.get(value) ?? t('history.value.recordNumber', { id: value })
  if ((field === 'source' || field === 'repriced') && typeof value === 'string')
    return t(`history.value.${field}.${value}`, { defaultValue: value })
  if (field.endsWith('_czk') && typeof value === 'number') return formatCzk(value, currentLocale())
  if (field === 'method' && typeof value === 'string') return t(`reservations:paymentMethod.${value}`)
  if (field === 'attendance')
    return t(`reservations:attendance.${typeof value === 'string' ? value : 'none'}`)
  if (field === 'cancelled_by' && typeof value === 'string') return t(`reservations:cancelledBy.${value}`)
  return shown(value, timeZone)
}

/** One line a changed field: its translated name ('Začátek'), then the value or 'from → to'. */
export function changeLines(
  changes: Record<string, unknown>,
  timeZone: string,
  t: Translate,
  names: HistoryNames = {},
): string[] {
  return Object.entries(changes).map(([field, change]) => {
    const notice = noticeLine(field, change, timeZone, t)
    if (notice) return notice
    const name = t(`history.field.${field}`, { defaultValue: field })
    if (change && typeof change === 'object' && 'from' in change && 'to' in change) {
      return `${name}: ${shownValue(field, change.from, timeZone, t, names)} → ${shownValue(field, change.to, timeZone, t, names)}`
    }
    return `${name}: ${shownValue(field, change, timeZone, t, names)}`
  })
}

/** Who did what and when, oldest first, with the payments recorded so far. */
export function ReservationHistory({ reservation }: { reservation: ReservationDetail }) {
  const { t } = useCalendarDialogTexts()
  const locale = currentLocale()
  const zone = reservation.time_zone
  const { worker, customer, history_names: referred } = reservation
  // The API names every worker and branch the entries refer to (a moved visit's earlier worker too).
  const names: HistoryNames = {
    worker_id: new Map([
      ...referred.workers.map((record) => [record.id, record.name] as const),
      [worker.id, worker.name],
    ]),
    branch_id: new Map(referred.branches.map((record) => [record.id, record.name] as const)),
    customer_id: new Map([[customer.id, `${customer.first_name} ${customer.surname}`.trim()]]),
  }
  return (
    <div className="grid gap-4">
      {reservation.payments.length > 0 && (
        <section>
          <h3 className="mb-1 text-sm font-semibold">{t('detail.payments')}</h3>
          <ul className="grid gap-1 text-sm">
            {reservation.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-2">
                <span>
                  {formatDateTime(new Date(payment.paid_at), zone, locale)} ·{' '}
                  {t(`reservations:paymentMethod.${payment.method}`)}
                </span>
                <span className="font-medium">{formatCzk(payment.amount_czk, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h3 className="mb-1 text-sm font-semibold">{t('detail.history')}</h3>
        {reservation.history.length === 0 && (
          <p className="text-sm text-stone-600">{t('detail.noHistory')}</p>
        )}
        <ol className="grid gap-2 text-sm">
          {reservation.history.map((entry) => (
            <li key={entry.id} className="border-l-2 border-stone-300 pl-3">
              <p>
                <span className="font-medium">
                  {t(`history.${entry.action}`, { defaultValue: entry.action })}
                </span>
                {' · '}
                {formatDateTime(new Date(entry.created_at), zone, locale)}
                {' · '}
                {entry.user?.name ?? t(`history.actor.${entry.actor}`)}
              </p>
              {changeLines(entry.changes, zone, t, names).map((line) => (
                <p key={line} className="break-words text-stone-600">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
