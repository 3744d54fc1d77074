import { calendarEn } from '@rezervo/shared/i18n/calendar.en'
import { reservationsEn } from '@rezervo/shared/i18n/reservations.en'

/** The calendar's namespaces in English, a chunk of their own (calendar-texts.ts loads it when it is needed). */
export const calendarTextsEn = { calendar: calendarEn, reservations: reservationsEn }
