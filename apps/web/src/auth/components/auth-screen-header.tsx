import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The heading of an account screen, also the document title. */
export function AuthScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <header className="mb-6">
      <title>{`${title} · ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-stone-950">{title}</h1>
      {children && <div className="mt-2 text-stone-700">{children}</div>}
    </header>
  )
}
