import { devMailbox } from '@rezervo/shared/i18n/dev-mailbox'
import { useFeatureTexts } from '../lib/i18n'

export const useDevMailboxTexts = () => useFeatureTexts({ devMailbox })
