import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_QUERY_PARAM,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@rezervo/shared/constants'
import { common } from '@rezervo/shared/i18n/common'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'
import { localStore } from './web-storage'

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/** The cookie the server-rendered pages read and set (?lang=); the SPA mirrors its choice into it. */
function cookieLocale(): string | undefined {
  const match = globalThis.document?.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))
  return match?.[1]
}

/** `?lang=en` in the address the app was opened with (a shared link, the branch page's language links). */
export function askedLocale(search = globalThis.location?.search ?? ''): Locale | undefined {
  const asked = new URLSearchParams(search).get(LOCALE_QUERY_PARAM)
  return isLocale(asked) ? asked : undefined
}

/**
 * The device's language choice lives in one cookie, which the server-rendered pages read and set too; local
 * storage holds only what spec §9 lists (the user, the previous route), so logout's "clear all local storage"
 * (§4) clears exactly that and leaves the device's language alone (decision 042). A choice an older version
 * kept in local storage is still read once, and moved to the cookie at start.
 */
export function storedLocale(): Locale {
  const saved = cookieLocale() ?? localStore()?.getItem(LOCALE_STORAGE_KEY)
  return isLocale(saved) ? saved : DEFAULT_LOCALE
}

export const i18n = i18next.createInstance()

/**
 * Only the texts of the public frame load with the app; every feature, the branch page's included, brings its
 * namespace in its own lazy chunk (registerTexts), which keeps every screen's first load small.
 */
void i18n.use(initReactI18next).init({
  resources: {
    cs: { common: common.cs },
    en: { common: common.en },
  },
  lng: askedLocale() ?? storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
})
syncDocumentLanguage(currentLocale())
// An address's ?lang= is a choice like the switch's: kept for the next visits (decision 042).
if (askedLocale() || localStore()?.getItem(LOCALE_STORAGE_KEY)) saveLocale(currentLocale())

/** A namespace's texts: both languages, or only Czech when the others load on demand (lib/locale-texts.ts). */
export type Catalogue = Partial<Record<Locale, object>>

/** Adds a namespace (the languages given) unless it is there already. */
export function registerTexts(namespace: string, texts: Catalogue) {
  for (const locale of LOCALES) {
    const bundle = texts[locale]
    if (bundle && !i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, bundle)
  }
}

/** What a language switch waits for before it changes the language (decision 048, sixth round). */
const beforeLocaleChange: ((locale: Locale) => Promise<unknown>)[] = []

/** Makes every later language switch wait for `prepare(locale)` (a function given again is kept once). */
export function prepareBeforeLocaleChange(prepare: (locale: Locale) => Promise<unknown>) {
  if (!beforeLocaleChange.includes(prepare)) beforeLocaleChange.push(prepare)
}

/**
 * A feature's texts hook: `useFeatureTexts({ reports, reservations })` adds those namespaces the first time one
 * of the feature's screens renders (the first is the default one) and translates with them. The catalogues
 * travel in the feature's own lazy chunk; registering on use rather than when the module loads leaves the
 * texts module without load-time effects, so a feature's public entry can re-export it without dragging the
 * catalogue into every chunk that imports the entry (the public pages' first load above all).
 */
export function useFeatureTexts(catalogues: Record<string, Catalogue>) {
  for (const [namespace, texts] of Object.entries(catalogues)) registerTexts(namespace, texts)
  return useTranslation(Object.keys(catalogues))
}

function syncDocumentLanguage(locale: Locale) {
  if (globalThis.document) document.documentElement.lang = locale
}

/** Switches the UI language and keeps the choice across visits (spec §9: cs default, en available). */
export async function changeLocale(locale: Locale) {
  saveLocale(locale)
  await Promise.all(beforeLocaleChange.map((prepare) => prepare(locale)))
  syncDocumentLanguage(locale)
  return i18n.changeLanguage(locale)
}

/** Keeps the choice for the next visits: the cookie (a year), not local storage. */
export function saveLocale(locale: Locale = currentLocale()) {
  localStore()?.removeItem(LOCALE_STORAGE_KEY)
  if (globalThis.document) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser yet
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
}
