import { lazy, Suspense, useEffect } from 'react'
import { type AppNotification, dismissNotification, useNotifications } from './notification-store'

/**
 * The cards' code (timers, pause on hover and focus, the close and action buttons) is not needed for a screen's
 * first paint, and every screen renders this group: it loads with the first notification (a notification
 * follows a call or an action, so a few milliseconds more go unnoticed) instead of in every screen's first load
 * (decision 048, fifth round).
 */
const NotificationCard = lazy(() =>
  import('./notification-card').then(
    (module) => ({ default: module.NotificationCard }),
    // Offline before the first notification brought the cards' code: the message still shows, as plain text
    // for its time.
    () => ({ default: PlainCard }),
  ),
)

function PlainCard({ item }: { item: AppNotification; closeLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissNotification(item.id), item.duration)
    return () => clearTimeout(timer)
  }, [item])
  return (
    <li className="rounded-lg bg-stone-900 px-4 py-3 text-sm text-white">
      {item.title ? <strong className="block">{item.title}</strong> : null}
      {item.text}
    </li>
  )
}

/**
 * The group at the bottom of the screen. The list is a polite live region that exists before anything is
 * added to it, so screen readers announce each new card.
 */
export function NotificationGroup({ label, closeLabel }: { label: string; closeLabel: string }) {
  const notifications = useNotifications()
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-60 flex justify-center px-3 pb-3 sm:pb-5"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full max-w-md flex-col gap-2">
        <Suspense fallback={null}>
          {notifications.map((item) => (
            <NotificationCard key={item.id} item={item} closeLabel={closeLabel} />
          ))}
        </Suspense>
      </ol>
    </section>
  )
}
