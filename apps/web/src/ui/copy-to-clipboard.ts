import { notify } from './notifications/notification-store'

/**
 * Copies a text the screen also shows in a field (an address, a snippet) and says whether it worked. Without
 * clipboard access (an old browser, a denied permission, a page not served over HTTPS) the field is selected
 * instead, so the owner can copy it by hand.
 */
export async function copyToClipboard(
  text: string,
  fieldId: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    notify({ tone: 'success', text: messages.copied })
  } catch {
    ;(document.getElementById(fieldId) as HTMLInputElement | HTMLTextAreaElement | null)?.select()
    notify({ tone: 'error', text: messages.failed })
  }
}
