import { calendar } from '@rezervo/shared/i18n/calendar'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../../lib/i18n'

// Registered when the calendar's chunk loads, so its texts stay out of the public pages' bundle.
registerTexts('calendar', calendar)
registerTexts('reservations', reservations)

/** The calendar's own texts; `reservations:` prefixes reach the shared terms (states, payment methods). */
export const useCalendarTexts = () => useTranslation(['calendar', 'reservations'])
