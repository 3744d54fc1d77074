import { dashboard } from '@rezervo/shared/i18n/dashboard'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../../lib/i18n'

// Registered when the dashboard's code loads, so its texts stay out of the public pages' bundle.
registerTexts('dashboard', dashboard)

export const useDashboardTexts = () => useTranslation('dashboard')
