import { Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { cn } from '../../ui/class-names'
import { SkipLink } from '../../ui/skip-link'
import { Spinner } from '../../ui/spinner'
import { AccountControls } from './account-controls'
import { requireVerifiedUser } from './dashboard-guard'
import { DashboardHeader } from './dashboard-header'
import { DashboardNav } from './dashboard-nav'
import { loadDashboardTexts } from './dashboard-texts'

/**
 * The guard, and beside it the frame's texts in the active language when it is not Czech (offline, the frame
 * shows Czech words rather than failing).
 */
export const loader = async (args: LoaderFunctionArgs) => {
  const [answer] = await Promise.all([requireVerifiedUser(args), loadDashboardTexts().catch(() => undefined)])
  return answer
}

/** The dashboard shell: a sidebar from 1024 px up, a toggled panel below; the section renders in main. */
export function Component() {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  return (
    <div className="min-h-dvh bg-stone-100">
      <SkipLink />
      <DashboardHeader
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        menuId={menuId}
      />
      <div className="mx-auto flex max-w-7xl">
        <aside
          className={cn(
            'border-stone-200 bg-white p-3 lg:sticky lg:top-[61px] lg:block lg:h-[calc(100dvh-61px)] lg:w-60 lg:shrink-0 lg:border-r lg:bg-transparent',
            menuOpen ? 'fixed inset-x-0 top-[61px] bottom-0 z-20 overflow-y-auto' : 'hidden',
          )}
        >
          <div id={menuId}>
            <DashboardNav onNavigate={() => setMenuOpen(false)} />
            <AccountControls stacked className="mt-4 border-t border-stone-200 pt-4 sm:hidden" />
          </div>
        </aside>
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 pb-24 focus:outline-none sm:px-6 lg:px-8"
        >
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  )
}
