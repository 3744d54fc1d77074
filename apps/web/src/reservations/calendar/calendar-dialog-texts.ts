import { calendar } from '@rezervo/shared/i18n/calendar'
import { calendarDialogs } from '@rezervo/shared/i18n/calendar-dialogs'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useFeatureTexts } from '../../lib/i18n'

/**
 * The dialogs' texts, in their lazy chunks rather than the calendar's first load (decision 048);
 * `calendar:` and `reservations:` prefixes reach the calendar's and the shared terms.
 */
export const useCalendarDialogTexts = () => useFeatureTexts({ calendarDialogs, calendar, reservations })
