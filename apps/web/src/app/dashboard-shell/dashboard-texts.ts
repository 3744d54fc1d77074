import { dashboard } from '@rezervo/shared/i18n/dashboard'
import { useFeatureTexts } from '../../lib/i18n'

export const useDashboardTexts = () => useFeatureTexts({ dashboard })
