import { type ReactNode, StrictMode, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { i18n } from '../lib/i18n'
import { deliverCarriedNotifications } from '../ui/notifications/carried-notifications'
import { NotificationGroup } from '../ui/notifications/notification-group'
import '../index.css'

/**
 * What every light page runs on (decision 050): React, React DOM and i18next, the app's styles and its
 * notification group; no React Router, no TanStack Query. A light page moves to the SPA (and back) by a
 * document load; a notification for the next page goes across with `carryNotification`.
 */
function LightRoot({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  // After the group's live region is on screen, so that screen readers announce them.
  useEffect(deliverCarriedNotifications, [])
  return (
    <>
      {children}
      <NotificationGroup label={t('notifications')} closeLabel={t('closeNotification')} />
    </>
  )
}

/** Renders a light page into the HTML's #root. */
export function mountLightPage(page: ReactNode): void {
  const root = document.getElementById('root')
  if (!root) throw new Error('The light page has no #root element')
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LightRoot>{page}</LightRoot>
      </I18nextProvider>
    </StrictMode>,
  )
}
