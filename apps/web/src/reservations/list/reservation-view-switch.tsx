import { NavLink } from 'react-router'
import { dashboardPaths } from '../../dashboard/dashboard-paths'
import { cn } from '../../ui/class-names'
import { useListTexts } from './list-texts'

export const reservationListPath = `${dashboardPaths.reservations}/list`

const views = [
  { key: 'calendar', to: dashboardPaths.reservations },
  { key: 'list', to: reservationListPath },
] as const

/** Calendar or list: two links styled as a segmented switch; the current one has aria-current="page". */
export function ReservationViewSwitch() {
  const { t } = useListTexts()
  return (
    <nav aria-label={t('views.label')}>
      <ul className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5 shadow-sm">
        {views.map((view) => (
          <li key={view.key}>
            <NavLink
              to={view.to}
              // end: the calendar's path is a prefix of the list's.
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold',
                  isActive ? 'bg-stone-900 text-white' : 'text-stone-800 hover:bg-stone-100',
                )
              }
            >
              {t(`views.${view.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
