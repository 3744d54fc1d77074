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
