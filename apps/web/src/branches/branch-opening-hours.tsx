import type { PublicBranch } from '@rezervo/shared'
import type { Locale } from '@rezervo/shared/constants'
import { formatDate } from '@rezervo/shared/format/index'
import { useTranslation } from 'react-i18next'

type Interval = { start: string; end: string }

const hoursText = (intervals: readonly Interval[], closed: string) =>
  intervals.length ? intervals.map((interval) => `${interval.start}–${interval.end}`).join(', ') : closed

/** The weekly hours with today marked, and the dates ahead whose hours differ (exceptions, holidays). */
export function BranchOpeningHours({ branch }: { branch: PublicBranch }) {
  const { t, i18n } = useTranslation('branch')
  const locale = i18n.language as Locale
  const weekdays = t('weekdays', { returnObjects: true }) as string[]
  const closed = t('closed')
  const special = [branch.today, ...branch.next_days].filter((day) => day.source !== 'weekly')
  return (
    <section aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="mb-3 text-xl font-semibold">
        {t('openingHours')}
      </h2>
      <table className="w-full text-sm">
        <tbody>
          {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
            const intervals = branch.opening_hours.find((day) => day.iso_weekday === weekday)?.intervals ?? []
            const isToday = branch.today.iso_weekday === weekday
            return (
              <tr
                key={weekday}
                aria-current={isToday ? 'date' : undefined}
                className={isToday ? 'bg-amber-50 font-semibold' : undefined}
              >
                <th scope="row" className="py-1.5 pr-4 pl-2 text-left font-normal capitalize">
                  {weekdays[weekday - 1]}
                  {isToday && <span className="ml-2 text-xs text-amber-800 uppercase">{t('today')}</span>}
                </th>
                <td
                  className={
                    intervals.length ? 'py-1.5 pr-2 text-right' : 'py-1.5 pr-2 text-right text-stone-500'
                  }
                >
                  {hoursText(intervals, closed)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      {special.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">{t('specialDays')}</h3>
          <ul className="text-sm text-stone-700">
            {special.map((day) => (
              <li key={day.date}>
                {formatDate(new Date(`${day.date}T12:00:00Z`), 'UTC', locale)}:{' '}
                {day.open ? hoursText(day.intervals, closed) : closed}
                {(day.note ??
                  (day.holiday && (locale === 'cs' ? day.holiday.name_cs : day.holiday.name_en))) &&
                  ` (${day.note ?? (locale === 'cs' ? day.holiday?.name_cs : day.holiday?.name_en)})`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
