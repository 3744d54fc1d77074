import { reservationsCs } from '@rezervo/shared/i18n/reservations.cs'
import { NavLink } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { useFeatureTexts } from '../../lib/i18n'
import { cn } from '../../ui/class-names'
import { upcomingReservationsListPath } from './reservation-list-path'

/** Calendar or list: two links styled as a segmented switch; the current one has aria-current="page". */
export function ReservationViewSwitch() {
  // The reservations catalogue, not the list's 'reports': the calendar shows this switch, and 'reports'
  // (the list, overview and payments texts) would add 2.5 KB gzipped to its first load (issue 16).
  // Czech only: every screen that shows this registers 'reservations' in the active language before (the list's
  // and the overview's texts, the calendar's loadCalendarTexts), so the calendar's first load goes without
  // English (decision 048, sixth round).
  const { t } = useFeatureTexts({ reservations: { cs: reservationsCs } })
  return (
    <nav aria-label={t('views.label')}>
      <ul className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5 shadow-sm">
        {[
          { key: 'calendar', to: dashboardPaths.reservations },
          { key: 'list', to: upcomingReservationsListPath() },
        ].map((view) => (
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
