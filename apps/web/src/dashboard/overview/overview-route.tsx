import { useTranslation } from 'react-i18next'
import { useAuthUser } from '../../auth/auth-store'
import { Button } from '../../ui/button'
import { useDashboardTexts } from '../dashboard-texts'
import { useSignOut } from '../use-sign-out'

/** 'Přehled': a greeting for now; today's reservations and payments come with later issues. */
export function Component() {
  const { t } = useDashboardTexts()
  const { t: tc } = useTranslation()
  const user = useAuthUser()
  const signOut = useSignOut()
  const name = user ? `${user.first_name} ${user.surname}` : ''
  return (
    <section className="grid gap-6">
      <title>{`${t('overview.title')} · ${tc('appName')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('overview.title')}</h1>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-lg font-semibold">{t('overview.greeting', { name })}</p>
        <p className="mt-1 text-stone-700">{t('overview.intro')}</p>
        <Button
          variant="secondary"
          className="mt-5"
          onClick={() => signOut.mutate()}
          loading={signOut.isPending}
        >
          {t('signOut')}
        </Button>
      </div>
    </section>
  )
}
