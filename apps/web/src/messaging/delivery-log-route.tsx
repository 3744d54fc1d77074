import type { Locale } from '@rezervo/shared/constants'
import { formatDateTime } from '@rezervo/shared/format/index'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATES,
  type NotificationLogEntry,
} from '@rezervo/shared/schemas/notification-settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { WithCurrentCompany } from '../companies'
import { apiErrorText } from '../lib/api-error-text'
import { isApiError } from '../lib/api-errors'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey } from '../lib/company-resource'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/class-names'
import { notify } from '../ui/notifications/notification-store'
import { ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import {
  type LogFilters,
  NOTIFICATION_LOG_PER_PAGE,
  notificationLogQueryOptions,
  resendNotification,
} from './messaging-queries'
import { useMessagingTexts } from './messaging-texts'

const PRAGUE = 'Europe/Prague'

const stateTones: Record<NotificationLogEntry['state'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
}

/** Filters live in the URL, so reload and back keep them. */
function filtersFrom(params: URLSearchParams): LogFilters {
  const channel = params.get('channel')
  const state = params.get('state')
  const page = Number(params.get('page'))
  return {
    channel: NOTIFICATION_CHANNELS.find((c) => c === channel),
    state: NOTIFICATION_STATES.find((s) => s === state),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** /dashboard/settings/notification-log: every message with its channel, recipient, state and tries (issue 8). */
export function Component() {
  const { t } = useMessagingTexts()
  return (
    <section>
      <ScreenHeader
        title={t('log.title')}
        backTo={`${dashboardPaths.settings}/notifications`}
        backLabel={t('log.back')}
      />
      <p className="mb-4 text-stone-700">{t('log.intro')}</p>
      <WithCurrentCompany>{(companyId) => <DeliveryLog companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function DeliveryLog({ companyId }: { companyId: number }) {
  const { t } = useMessagingTexts()
  const { t: tb } = useBackofficeTexts()
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const log = useQuery(notificationLogQueryOptions(companyId, filters))
  const setFilter = (name: 'channel' | 'state' | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        if (name !== 'page') next.delete('page')
        return next
      },
      { replace: name !== 'page' },
    )
  const total = log.data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / NOTIFICATION_LOG_PER_PAGE))

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <SelectField
          label={t('log.filterChannel')}
          value={filters.channel ?? ''}
          onChange={(event) => setFilter('channel', event.target.value)}
        >
          <option value="">{t('log.all')}</option>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`log.channel.${channel}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('log.filterState')}
          value={filters.state ?? ''}
          onChange={(event) => setFilter('state', event.target.value)}
        >
          <option value="">{t('log.all')}</option>
          {NOTIFICATION_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`log.state.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {log.isPending && <Spinner label="…" />}
      {log.isError && <Alert tone="error">{tb('common.loadFailed')}</Alert>}
      {log.data && log.data.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          {t('log.empty')}
        </p>
      )}
      {log.data && log.data.data.length > 0 && (
        <ul aria-label={t('log.title')} className="grid gap-2">
          {log.data.data.map((entry) => (
            <LogEntry key={entry.id} companyId={companyId} entry={entry} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center justify-between gap-2" aria-label={t('log.title')}>
          <Button
            variant="secondary"
            disabled={filters.page <= 1}
            onClick={() => setFilter('page', String(filters.page - 1))}
          >
            {t('log.previous')}
          </Button>
          <span className="text-sm text-stone-700">{t('log.page', { page: filters.page, pages })}</span>
          <Button
            variant="secondary"
            disabled={filters.page >= pages}
            onClick={() => setFilter('page', String(filters.page + 1))}
          >
            {t('log.next')}
          </Button>
        </nav>
      )}
    </div>
  )
}

function LogEntry({ companyId, entry }: { companyId: number; entry: NotificationLogEntry }) {
  const { t, i18n } = useMessagingTexts()
  const queryClient = useQueryClient()
  const locale = i18n.language as Locale
  const when = (iso: string) => formatDateTime(new Date(iso), PRAGUE, locale)
  const resend = useMutation({
    mutationFn: () => resendNotification(companyId, entry.id),
    onSuccess: async () => {
      notify({ tone: 'success', text: t('log.resent') })
      await queryClient.invalidateQueries({ queryKey: companyKey(companyId, 'notification-log') })
    },
    // 409: the reservation changed since the message (cancelled, restored, moved, begun); the server says which.
    onError: (error) =>
      notify({
        tone: 'error',
        text:
          isApiError(error, 409) && error.message
            ? error.message
            : apiErrorText(error, { fallback: t('log.resendFailed') }, locale),
      }),
  })
  return (
    <li
      className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-start"
      data-testid="notification-log-entry"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-md bg-stone-100 px-2 py-0.5 font-semibold text-stone-800">
            {t(`log.channel.${entry.channel}`)}
          </span>
          <span className={cn('rounded-md px-2 py-0.5 font-semibold', stateTones[entry.state])}>
            {t(`log.state.${entry.state}`)}
          </span>
          <span className="text-stone-600">{t(`log.kinds.${entry.kind}`, { defaultValue: entry.kind })}</span>
        </p>
        <p className="mt-1 font-medium break-words text-stone-950">{entry.recipient}</p>
        <p className="text-sm break-words text-stone-700">{entry.summary}</p>
        <p className="mt-1 text-xs text-stone-600">
          {when(entry.created_at)}
          {' · '}
          {t('log.tries')}: {entry.tries}
          {entry.sms_segments !== null && ` · ${t('log.segments', { count: entry.sms_segments })}`}
          {entry.sent_at && ` · ${t('log.sentAt', { when: when(entry.sent_at) })}`}
          {entry.state === 'queued' &&
            entry.next_attempt_at &&
            entry.tries > 0 &&
            ` · ${t('log.nextAttempt', { when: when(entry.next_attempt_at) })}`}
        </p>
        {entry.last_error && entry.state !== 'sent' && (
          <p className="mt-1 text-sm break-words text-red-700">{entry.last_error}</p>
        )}
      </div>
      <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
        {t('log.resend')}
      </Button>
    </li>
  )
}
