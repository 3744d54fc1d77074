import { statistics } from '@rezervo/shared/i18n/statistics'
import { useFeatureTexts } from '../lib/i18n'

export const useStatisticsTexts = () => useFeatureTexts({ statistics })
