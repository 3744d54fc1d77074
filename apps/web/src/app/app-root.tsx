import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useNavigation } from 'react-router'
import { deliverCarriedNotifications } from '../ui/notifications/carried-notifications'
import { NotificationGroup } from '../ui/notifications/notification-group'
import { Spinner } from '../ui/spinner'
import { useScrollOnNavigation } from './scroll-on-navigation'
import { useSessionRedirects } from './session-redirects'

/** The root route: every layout renders inside it, beside the notification group and the progress bar. */
export function AppRoot() {
  const { t } = useTranslation()
  useScrollOnNavigation()
  useSessionRedirects()
  // What a light page carried over its document load to this one (decision 050), once the group is there.
  useEffect(deliverCarriedNotifications, [])
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <NotificationGroup label={t('notifications')} closeLabel={t('closeNotification')} />
    </>
  )
}

/** A thin bar while a lazy screen or a loader is on its way, so a slow network does not look like a dead click. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  if (!busy) return null
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-amber-100">
      <div className="h-full w-1/3 bg-amber-500 motion-safe:animate-[navigation-progress_1s_ease-in-out_infinite]" />
    </div>
  )
}

/** Shown while the very first screen's code and data load. */
export function AppLoading() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh items-center justify-center text-stone-600">
      <Spinner label={t('loading')} />
    </div>
  )
}
