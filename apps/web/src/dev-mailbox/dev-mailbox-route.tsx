import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatDateTime } from '@rezervo/shared/format/index'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiErrorText } from '../lib/api-error-text'
import { isApiError } from '../lib/api-errors'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { useDevMailboxTexts } from './dev-mailbox-texts'
import { LinkifiedText } from './linkified-text'
import { mailboxQuery } from './mailbox-queries'

/** /dev/mailbox: what the app would have emailed or texted, readable with clickable links (development only). */
export function Component() {
  const { t } = useDevMailboxTexts()
  const { t: tc } = useTranslation()
  const locale = currentLocale()
  const mailbox = useQuery(mailboxQuery())
  const messages = mailbox.data?.messages ?? []

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <title>{`${t('title')} · ${tc('appName')}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-stone-700">{t('intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => mailbox.refetch()} loading={mailbox.isFetching}>
          {t('refresh')}
        </Button>
      </div>
      <div className="mt-6 grid gap-4">
        {mailbox.isPending && <Spinner label={tc('loading')} />}
        {isApiError(mailbox.error, 404) ? (
          <Alert tone="info" title={t('unavailable')}>
            {t('unavailableText')}
          </Alert>
        ) : (
          mailbox.error && (
            <Alert tone="error">{apiErrorText(mailbox.error, { fallback: t('loadFailed') }, locale)}</Alert>
          )
        )}
        {mailbox.isSuccess && (
          <p className="font-medium text-stone-700">{t('count', { count: messages.length })}</p>
        )}
        {messages.map((message) => (
          <article key={message.id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 className="text-lg font-semibold">{message.subject ?? t(`channels.${message.channel}`)}</h2>
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold uppercase text-stone-700">
                {t(`channels.${message.channel}`, { defaultValue: message.channel })}
              </span>
            </header>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
              <dt className="font-medium">{t('to')}</dt>
              <dd className="break-all">{message.to}</dd>
              <dt className="font-medium">{t('sentAt')}</dt>
              <dd>{formatDateTime(new Date(message.created_at), DEFAULT_TIME_ZONE, locale)}</dd>
            </dl>
            <p className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed">
              <LinkifiedText text={message.text ?? ''} />
            </p>
          </article>
        ))}
      </div>
    </section>
  )
}
