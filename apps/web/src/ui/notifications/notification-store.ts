import { MAX_NOTIFICATIONS, NOTIFICATION_DURATION_MS } from '@rezervo/shared/constants'
import { useSyncExternalStore } from 'react'

/**
 * The notifications on screen (spec §2, §9). A plain store rather than React context, so a route loader or a
 * query callback can notify as easily as a component.
 */
export type NotificationTone = 'info' | 'success' | 'error'

export interface AppNotification {
  id: number
  title?: string
  text?: string
  tone: NotificationTone
  /** Milliseconds on screen while the pointer is not over it. */
  duration: number
  /** One button beside the text ("Zpět" after a move); pressing it runs it and closes the notification. */
  action?: { label: string; run: () => void }
}

export type NewNotification = Omit<AppNotification, 'id' | 'tone' | 'duration'> &
  Partial<Pick<AppNotification, 'tone' | 'duration'>>

let notifications: readonly AppNotification[] = []
let lastId = 0
const listeners = new Set<() => void>()

function publish(next: readonly AppNotification[]) {
  notifications = next
  for (const listener of listeners) listener()
}

const sameMessage = (a: AppNotification, b: AppNotification) =>
  a.tone === b.tone && a.title === b.title && a.text === b.text && !a.action && !b.action

/**
 * Shows a notification; the oldest ones leave when more than MAX_NOTIFICATIONS would be shown. The same message
 * again replaces the one on screen (its time starts anew) rather than stacking: five "Záznam byl vytvořen." in a
 * row would cover half a phone's screen and say nothing more than one.
 */
export function notify(notification: NewNotification): number {
  lastId += 1
  const item: AppNotification = {
    tone: 'info',
    duration: NOTIFICATION_DURATION_MS,
    ...notification,
    id: lastId,
  }
  publish([...notifications.filter((shown) => !sameMessage(shown, item)), item].slice(-MAX_NOTIFICATIONS))
  return item.id
}

export function dismissNotification(id: number): void {
  if (notifications.some((item) => item.id === id)) publish(notifications.filter((item) => item.id !== id))
}

export function clearNotifications(): void {
  publish([])
}

export function getNotifications(): readonly AppNotification[] {
  return notifications
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, getNotifications, getNotifications)
}
