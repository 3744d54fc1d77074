import { booking } from '@rezervo/shared/i18n/booking'
import { useFeatureTexts } from '../lib/i18n'

export const useBookingTexts = () => useFeatureTexts({ booking })
