import { calendarCs } from './calendar.cs'
import { calendarEn } from './calendar.en'

/**
 * The business calendar (issue 6). The dialogs it opens have their texts in 'calendarDialogs', which loads with
 * them (decision 048); shared terms live in 'reservations'.
 */
export const calendar = { cs: calendarCs, en: calendarEn } as const
