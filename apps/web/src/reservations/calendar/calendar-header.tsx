import { Link } from 'react-router'
import { cn } from '../../ui/class-names'
import { upcomingReservationsListPath } from '../list/reservation-list-path'
import { type CalendarLocation, type CalendarView, calendarSearch } from './calendar-location'
import { useCalendarTexts } from './calendar-texts'

const linkClasses = (current: boolean) =>
  cn(
    'inline-flex min-h-11 items-center px-3 text-sm font-semibold first:rounded-l-lg last:rounded-r-lg',
    current ? 'bg-stone-900 text-white' : 'bg-white text-stone-800 hover:bg-stone-100',
  )

/** Den / Týden / Měsíc / Seznam: links, so each view has its own URL; Seznam is the reservation list. */
export function CalendarViewSwitch({ location }: { location: CalendarLocation }) {
  const { t } = useCalendarTexts()
  const views: CalendarView[] = ['day', 'week', 'month']
  return (
    <nav aria-label={t('views.label')}>
      <ul className="flex divide-x divide-stone-300 overflow-hidden rounded-lg border border-stone-300 shadow-sm">
        {views.map((view) => (
          <li key={view} className="flex">
            <Link
              to={{ search: calendarSearch({ ...location, view }) }}
              aria-current={location.view === view ? 'page' : undefined}
              className={linkClasses(location.view === view)}
            >
              {t(`views.${view}`)}
            </Link>
          </li>
        ))}
        <li className="flex">
          <Link to={upcomingReservationsListPath()} className={linkClasses(false)}>
            {t('views.list')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
