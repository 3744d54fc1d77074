import { Link } from 'react-router'
import { useAuthUser } from '../../auth'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { Button } from '../../ui/button'
import { cn } from '../../ui/class-names'
import { LanguageSwitch } from '../../ui/language-switch'
import { useDashboardTexts } from './dashboard-texts'
import { useSignOut } from './use-sign-out'

/**
 * Language, the signed-in user's name (a link to their own profile, which every role has even where the menu
 * offers no settings, decision 037) and sign-out: in the header on wide screens, in the menu on phones.
 */
export function AccountControls({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const { t } = useDashboardTexts()
  const user = useAuthUser()
  const signOut = useSignOut()
  return (
    <div className={cn('flex gap-3', stacked ? 'flex-col items-stretch' : 'items-center', className)}>
      <LanguageSwitch />
      {user && (
        <Link
          to={dashboardPaths.settings}
          className={cn(
            'truncate text-sm font-medium text-stone-700 underline-offset-2 hover:underline',
            !stacked && 'hidden max-w-48 md:inline',
          )}
        >
          {user.first_name} {user.surname}
        </Link>
      )}
      <Button variant="secondary" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        {t('signOut')}
      </Button>
    </div>
  )
}
