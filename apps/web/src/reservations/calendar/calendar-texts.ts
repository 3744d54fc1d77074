import { calendar } from '@rezervo/shared/i18n/calendar'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useFeatureTexts } from '../../lib/i18n'

/** The calendar's own texts; `reservations:` prefixes reach the shared terms (states, payment methods). */
export const useCalendarTexts = () => useFeatureTexts({ calendar, reservations })
