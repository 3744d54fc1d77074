import { billing } from '@rezervo/shared/i18n/billing'
import { useFeatureTexts } from '../lib/i18n'

export const useBillingTexts = () => useFeatureTexts({ billing })
