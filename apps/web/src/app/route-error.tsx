import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../ui/button'

/** The last resort of the router: a screen failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="text-stone-700">{t('errorText')}</p>
      <div className="flex justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          {t('backHome')}
        </a>
      </div>
    </main>
  )
}
