import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** A back-office screen's title (document title too), an optional back link and actions. */
export function ScreenHeader({
  title,
  backTo,
  backLabel,
  children,
}: {
  title: string
  backTo?: string
  backLabel?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="mb-6">
      <title>{`${title} · ${t('appName')}`}</title>
      {backTo && (
        <Link to={backTo} className="mb-2 inline-flex min-h-11 items-center text-sm font-medium underline">
          ← {backLabel}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
        {children && <div className="flex flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  )
}

/** A titled group of form fields, one column on phones. */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      {title && <legend className="px-1 text-base font-semibold text-stone-950">{title}</legend>}
      {children}
    </fieldset>
  )
}
