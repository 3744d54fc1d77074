import type { Locale } from '@rezervo/shared/constants'
import { formatCzk, formatDuration } from '@rezervo/shared/format/index'
import type { BookingSummary as Summary } from './booking-steps'
import { useBookingTexts } from './booking-texts'

/** The chosen items' total duration and price, always in view: a bar at the bottom on phones, a card beside. */
export function BookingSummary({ summary, when, who }: { summary: Summary; when?: string; who?: string }) {
  const { t, i18n } = useBookingTexts()
  const locale = i18n.language as Locale
  return (
    <aside
      aria-label={t('booking.summary')}
      className="sticky bottom-0 z-10 -mx-4 border-t border-stone-300 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] lg:top-4 lg:mx-0 lg:rounded-lg lg:border lg:shadow-sm"
    >
      <h2 className="hidden font-semibold lg:mb-2 lg:block">{t('booking.summary')}</h2>
      {summary.items.length > 0 ? (
        <ul className="mb-2 hidden text-sm lg:block">
          {summary.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2 py-0.5">
              <span>{item.name}</span>
              <span className="whitespace-nowrap">{formatCzk(item.price_czk, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-1 text-sm text-stone-600">{t('booking.nothingChosen')}</p>
      )}
      {(who || when) && (
        <p className="text-sm text-stone-700" data-testid="summary-when">
          {[who, when].filter(Boolean).join(' · ')}
        </p>
      )}
      <p className="flex justify-between gap-2 font-semibold" data-testid="summary-total">
        <span>{t('booking.total')}</span>
        <span>
          {formatDuration(summary.durationMinutes, locale)} · {formatCzk(summary.priceCzk, locale)}
        </span>
      </p>
    </aside>
  )
}

/**
 * On the contact screen, what is being booked, each with a way back to change it: on a phone the summary bar
 * is short, so the customer confirms with the services, the worker and the time in front of them.
 */
export function ChoiceRecap({
  items,
  itemCount,
  who,
  when,
  onChangeWhat,
  onChangeWhen,
}: {
  items: string
  /** How many services `items` names: 'Služba' or 'Služby'. */
  itemCount: number
  who: string
  when: string | null
  onChangeWhat: () => void
  onChangeWhen: () => void
}) {
  const { t } = useBookingTexts()
  const change = 'shrink-0 min-h-11 px-2 text-sm font-semibold text-stone-900 underline'
  return (
    <dl className="mb-4 grid gap-1 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm lg:hidden">
      <div className="flex items-center justify-between gap-2">
        <dt className="sr-only">{t('confirmation.what', { count: itemCount })}</dt>
        <dd className="grow">
          <span className="block font-medium">{items}</span>
          <span className="block text-stone-700">{who}</span>
        </dd>
        <dd>
          <button
            type="button"
            className={change}
            aria-label={t('booking.changeWhat')}
            onClick={onChangeWhat}
          >
            {t('booking.change')}
          </button>
        </dd>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-stone-200 pt-1">
        <dt className="sr-only">{t('confirmation.when')}</dt>
        <dd className="grow font-medium">{when}</dd>
        <dd>
          <button
            type="button"
            className={change}
            aria-label={t('booking.changeWhen')}
            onClick={onChangeWhen}
          >
            {t('booking.change')}
          </button>
        </dd>
      </div>
    </dl>
  )
}
