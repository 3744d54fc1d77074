import { calendarCs } from '@rezervo/shared/i18n/calendar.cs'
import { calendarDialogs } from '@rezervo/shared/i18n/calendar-dialogs'
import { reservationsCs } from '@rezervo/shared/i18n/reservations.cs'
import { useFeatureTexts } from '../../lib/i18n'

/**
 * The dialogs' texts, in their lazy chunks rather than the calendar's first load (decision 048);
 * `calendar:` and `reservations:` prefixes reach the calendar's and the shared terms. The dialogs open only from
 * the calendar, whose route has loaded those two namespaces in the active language (`loadCalendarTexts`).
 */
export const useCalendarDialogTexts = () =>
  useFeatureTexts({ calendarDialogs, calendar: { cs: calendarCs }, reservations: { cs: reservationsCs } })
