import { useTranslation } from 'react-i18next'

/** The first focusable element of every layout: straight to the main content for keyboard users. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-stone-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  )
}
