import { companySwitcherCs } from './company-switcher.cs'
import { companySwitcherEn } from './company-switcher.en'

/**
 * Texts of the company switcher and of a screen's wait for the current company: the dashboard frame shows them
 * on every screen, so they are a catalogue of their own rather than part of the back office's (about 7 KB
 * gzipped, which the calendar and the overview would otherwise load for these few words, decision 048).
 */
export const companySwitcher = { cs: companySwitcherCs, en: companySwitcherEn } as const
