import { notifications } from '@rezervo/shared/i18n/notifications'
import { useFeatureTexts } from '../lib/i18n'

export const useMessagingTexts = () => useFeatureTexts({ notifications })
