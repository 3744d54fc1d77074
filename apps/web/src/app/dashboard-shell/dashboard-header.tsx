import { dashboardPaths } from '../../lib/dashboard-paths'
import { BrandLogo } from '../../ui/brand-logo'
import { AccountControls } from './account-controls'
import { CompanySwitcherSlot } from './company-switcher-slot'
import { useDashboardTexts } from './dashboard-texts'

/** The dashboard's top bar: menu toggle on phones and tablets, logo, company switcher, account controls. */
export function DashboardHeader({
  menuOpen,
  onToggleMenu,
  menuId,
}: {
  menuOpen: boolean
  onToggleMenu: () => void
  menuId: string
}) {
  const { t } = useDashboardTexts()
  return (
    <header className="sticky top-0 z-30 h-[61px] border-b border-stone-200 bg-white">
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={onToggleMenu}
          className="flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 lg:hidden"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path strokeLinecap="round" d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
          </svg>
        </button>
        <BrandLogo to={dashboardPaths.overview} />
        <CompanySwitcherSlot />
        <AccountControls className="hidden sm:flex" />
      </div>
    </header>
  )
}
