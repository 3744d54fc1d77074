import { companySwitcher } from '@rezervo/shared/i18n/company-switcher'
import { useFeatureTexts } from '../lib/i18n'

/** The switcher's few words, without the back office's whole catalogue (decision 048). */
export const useCompanySwitcherTexts = () => useFeatureTexts({ companySwitcher })
