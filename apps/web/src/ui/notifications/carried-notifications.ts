import { sessionStore } from '../../lib/web-storage'
import { type NotificationTone, notify } from './notification-store'

const CARRIED_KEY = 'rezervo.carriedNotifications'

interface CarriedNotification {
  tone: NotificationTone
  title?: string
  text?: string
}

function readCarried(): CarriedNotification[] {
  try {
    const value = JSON.parse(sessionStore()?.getItem(CARRIED_KEY) ?? '[]') as unknown
    return Array.isArray(value) ? (value as CarriedNotification[]) : []
  } catch {
    return []
  }
}

/**
 * A notification for the page a document load is about to open (from the SPA to a light page and back,
 * decision 050: "Byli jste odhlášeni." on the login after signing out). Kept in this tab's session storage,
 * not in local storage, which signing out empties (spec §4) and other tabs share.
 */
export function carryNotification(notification: CarriedNotification): void {
  try {
    sessionStore()?.setItem(CARRIED_KEY, JSON.stringify([...readCarried(), notification]))
  } catch {
    // Storage full or refused: the next page simply shows no notification.
  }
}

/** Shows the notifications the page before carried over, once. Call it when the notification group is on screen. */
export function deliverCarriedNotifications(): void {
  const carried = readCarried()
  if (carried.length === 0) return
  sessionStore()?.removeItem(CARRIED_KEY)
  for (const { tone, title, text } of carried) notify({ tone, title, text })
}
