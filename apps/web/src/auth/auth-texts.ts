import { auth } from '@rezervo/shared/i18n/auth'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../lib/i18n'

// Registered when the account screens' code loads, so their texts stay out of the public pages' bundle.
registerTexts('auth', auth)

export const useAuthTexts = () => useTranslation('auth')
