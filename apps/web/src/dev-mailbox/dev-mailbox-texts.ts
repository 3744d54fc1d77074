import { devMailbox } from '@rezervo/shared/i18n/dev-mailbox'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../lib/i18n'

// Registered when the mailbox's code loads (development only), outside the public pages' bundle.
registerTexts('devMailbox', devMailbox)

export const useDevMailboxTexts = () => useTranslation('devMailbox')
