import { companySwitcherCs } from '@rezervo/shared/i18n/company-switcher.cs'
import { useFeatureTexts } from '../lib/i18n'

/**
 * The switcher's few words, without the back office's whole catalogue (decision 048). Czech only: the switcher
 * and the wait for the company are shown in the dashboard, whose guard has registered the active language's
 * (loadDashboardTexts, decision 048, sixth round).
 */
export const useCompanySwitcherTexts = () => useFeatureTexts({ companySwitcher: { cs: companySwitcherCs } })
