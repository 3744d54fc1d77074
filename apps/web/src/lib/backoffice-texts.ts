import { backoffice } from '@rezervo/shared/i18n/backoffice'
import { useTranslation } from 'react-i18next'
import { registerTexts } from './i18n'

// Registered when the back office's code loads, so its texts stay out of the public pages' bundle.
registerTexts('backoffice', backoffice)

export const useBackofficeTexts = () => useTranslation('backoffice')
