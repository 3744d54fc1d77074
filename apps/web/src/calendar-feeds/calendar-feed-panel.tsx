import { calendarFeeds } from '@rezervo/shared/i18n/calendar-feeds'
import type { CalendarFeedDetail, CalendarFeedState } from '@rezervo/shared/schemas/calendar-feed'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { apiClient } from '../lib/api-client'
import { apiErrorText } from '../lib/api-error-text'
import { companyKey } from '../lib/company-resource'
import { currentLocale, useFeatureTexts } from '../lib/i18n'
import { etagOf, ifMatchHeaders } from '../lib/record-version'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { copyToClipboard } from '../ui/copy-to-clipboard'
import { notify } from '../ui/notifications/notification-store'
import { useRecordVersion } from '../ui/record-form/record-version'
import { SelectField } from '../ui/select-field'

export interface CalendarFeedOwner {
  kind: 'worker' | 'branch'
  id: number
}

interface CalendarFeedPanelProps {
  companyId: number
  owner: CalendarFeedOwner
  /** What the worker's or the branch's record says of its feed. */
  url: string | null
  detail: CalendarFeedDetail
  /** The signed-in worker's own feed (`…/own-calendar-feed`) instead of the one on the worker's record. */
  own?: boolean
}

type FeedCall = { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }

/**
 * A worker's or a branch's private calendar address (decision 039): the URL with a copy button, a new address
 * (the old one stops working), revoke, what the events say of the customer, and how to subscribe.
 */
export function CalendarFeedPanel({
  companyId,
  owner,
  url: savedUrl,
  detail: savedDetail,
  own = false,
}: CalendarFeedPanelProps) {
  const { t } = useFeatureTexts({ calendarFeeds })
  const queryClient = useQueryClient()
  const version = useRecordVersion()
  const inputId = useId()
  const headingId = useId()
  const [feed, setFeed] = useState<CalendarFeedState>({ url: savedUrl, detail: savedDetail })
  const path = own
    ? `/api/v1/companies/${companyId}/own-calendar-feed`
    : `/api/v1/companies/${companyId}/${owner.kind === 'worker' ? 'workers' : 'branches'}/${owner.id}/calendar-feed`
  const recordPath = `/api/v1/companies/${companyId}/${owner.kind === 'worker' ? 'workers' : 'branches'}/${owner.id}`

  const call = useMutation({
    mutationFn: async ({ method, body }: FeedCall & { done: string }) => {
      // The URL is part of the record, so the write is made to the version the screen shows (If-Match)…
      const answer = await apiClient.request<{ data: CalendarFeedState }>(path, {
        method,
        body: method === 'DELETE' ? undefined : (body ?? {}),
        headers: ifMatchHeaders(version?.etag.current),
      })
      // …and the record's form goes on from the version this write made, not the one before it.
      if (version) {
        let etag: string | null = null
        await apiClient.request(recordPath, {
          onResponse: (response) => {
            etag = response.headers.get('etag')
          },
        })
        version.etag.current = etag ?? etagOf(version.loaded)
      }
      return answer.data
    },
    onSuccess: async (next, { done }) => {
      setFeed(next)
      notify({ tone: 'success', text: done })
      await queryClient.invalidateQueries({ queryKey: companyKey(companyId) })
    },
    onError: (error) =>
      notify({ tone: 'error', text: apiErrorText(error, { fallback: t('failed') }, currentLocale()) }),
  })

  const copy = (url: string) =>
    copyToClipboard(url, inputId, { copied: t('copied'), failed: t('copyFailed') })

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold text-stone-950">
        {t('title')}
      </h2>
      <p className="text-sm text-stone-700">
        {own ? t('introOwn') : owner.kind === 'worker' ? t('introWorker') : t('introBranch')}
      </p>
      {feed.url === null ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-stone-700">{t('none')}</p>
          <Button
            type="button"
            loading={call.isPending}
            onClick={() =>
              call.mutate({ method: 'POST', body: { detail: feed.detail }, done: t('regenerated') })
            }
          >
            {t('create')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
              {t('address')}
            </label>
            <input
              id={inputId}
              readOnly
              value={feed.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-sm text-stone-900"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void copy(feed.url!)}>
              {t('copy')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              loading={call.isPending}
              onClick={() => call.mutate({ method: 'POST', body: {}, done: t('regenerated') })}
            >
              {t('regenerate')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost">
                  {t('revoke')}
                </Button>
              }
              title={t('revoke')}
              description={t('revokeConfirm')}
              confirmLabel={t('revoke')}
              cancelLabel={t('keep')}
              pending={call.isPending}
              onConfirm={() => call.mutate({ method: 'DELETE', done: t('revoked') })}
            />
          </div>
          <SelectField
            label={t('detail')}
            value={feed.detail}
            className="max-w-sm"
            onChange={(event) =>
              call.mutate({
                method: 'PUT',
                body: { detail: event.target.value as CalendarFeedDetail },
                done: t('detailSaved'),
              })
            }
          >
            <option value="first_name">{t('detailFirstName')}</option>
            <option value="full">{t('detailFull')}</option>
          </SelectField>
          <details className="text-sm text-stone-700">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-stone-900">
              {t('howTo')}
            </summary>
            <ul className="ml-5 list-disc space-y-1">
              <li>{t('howToGoogle')}</li>
              <li>{t('howToApple')}</li>
              <li>{t('howToOutlook')}</li>
            </ul>
            <p className="mt-2">{t('howToDelay')}</p>
          </details>
        </div>
      )}
    </section>
  )
}
