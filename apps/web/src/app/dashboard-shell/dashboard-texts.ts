import { dashboardCs } from '@rezervo/shared/i18n/dashboard.cs'
import { useFeatureTexts } from '../../lib/i18n'
import { localeTexts } from '../../lib/locale-texts'

/**
 * The frame's texts and the company switcher's in the other languages (English), a chunk of their own that the
 * dashboard's guard loads beside the user when one is shown (decision 048, sixth round); Czech comes with the code.
 */
export const loadDashboardTexts = localeTexts(() =>
  import('./dashboard-texts-en').then(({ dashboardTextsEn }) => dashboardTextsEn),
)

export const useDashboardTexts = () => useFeatureTexts({ dashboard: { cs: dashboardCs } })
