import { calendarCs } from '@rezervo/shared/i18n/calendar.cs'
import { reservationsCs } from '@rezervo/shared/i18n/reservations.cs'
import { useFeatureTexts } from '../../lib/i18n'
import { type LocaleTextsLoader, localeTexts } from '../../lib/locale-texts'

/**
 * The calendar's texts in the other languages (English), loaded when one is shown: Czech travels with the
 * calendar's code, English does not weigh on a Czech first load (decision 048, sixth round).
 */
const loadOtherLanguage: LocaleTextsLoader = () =>
  import('./calendar-texts-en').then(({ calendarTextsEn }) => calendarTextsEn)

/**
 * Starts the active language's texts (nothing to load in Czech); the calendar's route waits for it before it
 * renders, and every later language switch waits for the new language's.
 */
export const loadCalendarTexts = localeTexts(loadOtherLanguage)

/**
 * The calendar's own texts; `reservations:` prefixes reach the shared terms (states, payment methods). The
 * languages other than Czech are registered by `loadCalendarTexts`.
 */
export const useCalendarTexts = () => useFeatureTexts(calendarCatalogues)

/** The two namespaces in Czech, which the dialogs' texts reuse (one chunk with this module, not three). */
export const calendarCatalogues = { calendar: { cs: calendarCs }, reservations: { cs: reservationsCs } }
