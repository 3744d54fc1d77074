import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'

/** Category, subcategory and the booking screens: their content comes with later issues (spec §2). */
export function Component() {
  const { t } = useTranslation()
  const page = (useMatches().at(-1)?.handle as { page?: string } | undefined)?.page ?? 'category'
  const title = t(`pages.${page}`)
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} · ${t('appName')}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-700">{t('comingSoon')}</p>
    </section>
  )
}
