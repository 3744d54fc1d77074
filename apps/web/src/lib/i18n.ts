import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, type Locale } from '@rezervo/shared'
import { I18N_NAMESPACES, i18nResources } from '@rezervo/shared/i18n/index'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

export function storedLocale(): Locale {
  const saved = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY)
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE
}

export const i18n = i18next.createInstance()

void i18n.use(initReactI18next).init({
  resources: i18nResources,
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: I18N_NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
})

export function changeLocale(locale: Locale) {
  globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale)
  document.documentElement.lang = locale
  return i18n.changeLanguage(locale)
}

export function currentLocale(): Locale {
  return (i18n.language as Locale) ?? DEFAULT_LOCALE
}
