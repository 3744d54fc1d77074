import { LOCALES, type Locale } from '@rezervo/shared/constants'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLocale, currentLocale, isLocale } from '../lib/i18n'
import { cn } from './class-names'

/**
 * The language switch of every screen: a native select, labelled, usable by keyboard and on phones. It never
 * shrinks below its chosen language's whole name ("Čeština", "English"): a header makes room around it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={cn('relative inline-flex shrink-0 items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-2.5 size-4 text-stone-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
      </svg>
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => {
          // Offline, a language whose texts cannot load is not switched to (the select shows the current one).
          if (isLocale(event.target.value)) changeLocale(event.target.value).catch(() => undefined)
        }}
        className="min-h-11 w-full min-w-max cursor-pointer appearance-none rounded-lg border border-stone-300 bg-white py-1.5 pr-8 pl-8 text-sm font-medium text-stone-800 shadow-sm hover:border-stone-400"
      >
        {LOCALES.map((locale: Locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute right-2.5 size-4 text-stone-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  )
}
