import { NavLink } from 'react-router'
import { useCompanyRole } from '../../companies'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { cn } from '../../ui/class-names'
import { useDashboardTexts } from './dashboard-texts'
import { SectionIcon } from './section-icon'
import { visibleSections } from './sections'

/** The dashboard's sections the member's role can use; the current one is marked with aria-current. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useDashboardTexts()
  const sections = visibleSections(useCompanyRole().role)
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="grid gap-1">
        {sections.map((section) => (
          <li key={section}>
            <NavLink
              to={dashboardPaths[section]}
              end={section === 'overview'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                  isActive
                    ? 'bg-stone-900 text-white'
                    : 'text-stone-700 hover:bg-stone-200/70 hover:text-stone-950',
                )
              }
            >
              <SectionIcon section={section} />
              {t(`nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
