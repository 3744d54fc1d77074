import type { Access, Area } from '@rezervo/shared/team/permissions'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { OwnCalendarFeedPanel } from '../calendar-feeds'
import { useCompanyRole, WithCurrentCompany } from '../companies'
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
  const { can, role, workerId } = useCompanyRole()
  // Only the ways the member's role can go (decision 037); the profile below is everyone's.
  const links = (
    [
      [t('settings.openingHours'), dashboardPaths.branches, ['branches', 'write']],
      [t('settings.workingHours'), dashboardPaths.workers, ['workers', 'write']],
      [t('settings.notifications'), `${dashboardPaths.settings}/notifications`, ['notifications', 'read']],
      [t('settings.subscription'), `${dashboardPaths.settings}/subscription`, ['billing', 'read']],
      [t('settings.billing'), `${dashboardPaths.settings}/billing`, ['billing', 'read']],
      [t('settings.team'), `${dashboardPaths.settings}/members`, ['members', 'read']],
    ] as const satisfies readonly (readonly [string, string, readonly [Area, Access]])[]
  ).filter(([, , [area, access]]) => can(area, access))
  return (
    <section>
      <ScreenHeader title={t('settings.title')} />
      <div className="grid max-w-3xl gap-4">
        {links.length > 0 && (
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
        )}
        {profile.data ? (
          <>
            <ProfileForm profile={profile.data} />
            <PasswordChangeForm />
            <EmailChangeForm email={profile.data.email} />
            {/* A worker manages their own calendar address here; management does it on the worker's record. */}
            {role === 'worker' && workerId !== null && (
              <WithCurrentCompany>
                {(companyId) => <OwnCalendarFeedPanel companyId={companyId} workerId={workerId} />}
              </WithCurrentCompany>
            )}
          </>
        ) : (
          <Spinner label="…" />
        )}
      </div>
    </section>
  )
}
