import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '@rezervo/shared/constants'
import { branch } from '@rezervo/shared/i18n/branch'
import { common } from '@rezervo/shared/i18n/common'
import i18next from 'i18next'
import { initReactI18next, useTranslation } from 'react-i18next'

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/** The cookie the server-rendered pages read and set (?lang=); the SPA mirrors its choice into it. */
function cookieLocale(): string | undefined {
  const match = globalThis.document?.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))
  return match?.[1]
}

export function storedLocale(): Locale {
  // The cookie first: a server-rendered page may have changed it (?lang=) since the SPA last ran.
  const saved = cookieLocale() ?? globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY)
  return isLocale(saved) ? saved : DEFAULT_LOCALE
}

export const i18n = i18next.createInstance()

/**
 * Only the texts of the public frame and the branch page load with the app; every other feature brings its
 * namespace in its own lazy chunk (registerTexts), which keeps the branch page's first load small.
 */
void i18n.use(initReactI18next).init({
  resources: {
    cs: { common: common.cs, branch: branch.cs },
    en: { common: common.en, branch: branch.en },
  },
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common', 'branch'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
})
syncDocumentLanguage(currentLocale())

/** Adds a namespace (both languages) unless it is there already. */
export function registerTexts(namespace: string, texts: Record<Locale, object>) {
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, texts[locale])
  }
}

/**
 * A feature's texts hook: `useFeatureTexts({ reports, reservations })` adds those namespaces the first time one
 * of the feature's screens renders (the first is the default one) and translates with them. The catalogues
 * travel in the feature's own lazy chunk; registering on use rather than when the module loads leaves the
 * texts module without load-time effects, so a feature's public entry can re-export it without dragging the
 * catalogue into every chunk that imports the entry (the public pages' first load above all).
 */
export function useFeatureTexts(catalogues: Record<string, Record<Locale, object>>) {
  for (const [namespace, texts] of Object.entries(catalogues)) registerTexts(namespace, texts)
  return useTranslation(Object.keys(catalogues))
}

function syncDocumentLanguage(locale: Locale) {
  if (globalThis.document) document.documentElement.lang = locale
}

/** Switches the UI language and keeps the choice across visits (spec §9: cs default, en available). */
export function changeLocale(locale: Locale) {
  saveLocale(locale)
  syncDocumentLanguage(locale)
  return i18n.changeLanguage(locale)
}

/** Writes the choice again, e.g. after logout has cleared the whole local storage. */
export function saveLocale(locale: Locale = currentLocale()) {
  globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale)
  if (globalThis.document) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser yet
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
  }
}

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE
}
