import { DEFAULT_LOCALE, type Locale } from '@rezervo/shared/constants'
import { currentLocale, prepareBeforeLocaleChange, registerTexts } from './i18n'

/** Loads some namespaces in a language other than Czech (English): `{ namespace: texts }`. */
export type LocaleTextsLoader = (locale: Locale) => Promise<Record<string, object>>

/**
 * Texts whose Czech travels with a screen's code and whose other languages load on demand (decision 048, sixth
 * round): the returned function registers the active language's (nothing to load in Czech) and makes every later
 * language switch wait for the new language's, so no frame mixes the two. The screen's route waits for it before
 * it renders. Czech stays registered in every language: it is i18next's fallback.
 */
export function localeTexts(load: LocaleTextsLoader): () => Promise<void> {
  const ensure = async (locale: Locale = currentLocale()) => {
    if (locale === DEFAULT_LOCALE) return
    for (const [namespace, texts] of Object.entries(await load(locale)))
      registerTexts(namespace, { [locale]: texts })
  }
  return () => {
    prepareBeforeLocaleChange(ensure)
    return ensure()
  }
}
