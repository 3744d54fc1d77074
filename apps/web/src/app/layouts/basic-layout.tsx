import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'

export function BasicLayout() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-3">
          <Link to="/" className="text-lg font-bold">
            {t('appName')}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<p className="p-4">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
