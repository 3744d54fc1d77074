import { auth } from '@rezervo/shared/i18n/auth'
import { useFeatureTexts } from '../lib/i18n'

export const useAuthTexts = () => useFeatureTexts({ auth })
