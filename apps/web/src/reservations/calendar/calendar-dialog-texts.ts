import { calendarDialogs } from '@rezervo/shared/i18n/calendar-dialogs'
import { useFeatureTexts } from '../../lib/i18n'
import { calendarCatalogues } from './calendar-texts'

/**
 * The dialogs' texts, in their lazy chunks rather than the calendar's first load (decision 048);
 * `calendar:` and `reservations:` prefixes reach the calendar's and the shared terms. The dialogs open only from
 * the calendar, whose route has loaded those two namespaces in the active language (`loadCalendarTexts`).
 */
export const useCalendarDialogTexts = () => useFeatureTexts({ calendarDialogs, ...calendarCatalogues })
