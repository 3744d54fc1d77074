import { NotificationCard } from './notification-card'
import { useNotifications } from './notification-store'

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
        {notifications.map((item) => (
          <NotificationCard key={item.id} item={item} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  )
}
