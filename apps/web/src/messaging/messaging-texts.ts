import { notifications } from '@rezervo/shared/i18n/notifications'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../lib/i18n'

// Registered when these screens' code loads, so the texts stay out of the other bundles.
registerTexts('notifications', notifications)

export const useNotificationTexts = () => useTranslation('notifications')
