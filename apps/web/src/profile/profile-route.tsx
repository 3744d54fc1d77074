import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { dashboardPaths } from '../lib/dashboard-paths'
import { ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'
import { EmailChangeForm, PasswordChangeForm } from './credentials-forms'
import { ProfileForm } from './profile-form'
import { profileQueryOptions } from './profile-queries'

/** One settings area: the ways to opening hours, working hours and notifications; profile, password, email. */
export function Component() {
  const { t } = useBackofficeTexts()
  const profile = useQuery(profileQueryOptions())
  const links = [
    [t('settings.openingHours'), dashboardPaths.branches],
    [t('settings.workingHours'), dashboardPaths.workers],
    [t('settings.notifications'), `${dashboardPaths.settings}/notifications`],
    [t('settings.subscription'), `${dashboardPaths.settings}/subscription`],
    [t('settings.billing'), `${dashboardPaths.settings}/billing`],
    [t('settings.team'), `${dashboardPaths.settings}/members`],
  ] as const
  return (
    <section>
      <ScreenHeader title={t('settings.title')} />
      <div className="grid max-w-3xl gap-4">
        <nav aria-label={t('settings.title')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {links.map(([label, to]) => (
            <Link
              key={to}
              to={to}
              className="flex min-h-14 items-center rounded-2xl border border-stone-200 bg-white p-4 font-semibold hover:bg-stone-50"
            >
              {label} →
            </Link>
          ))}
        </nav>
        {profile.data ? (
          <>
            <ProfileForm profile={profile.data} />
            <PasswordChangeForm />
            <EmailChangeForm email={profile.data.email} />
          </>
        ) : (
          <Spinner label="…" />
        )}
      </div>
    </section>
  )
}
