import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import type { DashboardSection } from './dashboard-paths'
import { useDashboardTexts } from './dashboard-texts'

/** A dashboard section whose screens come with a later issue; the route's handle names it. */
export function Component() {
  const { t } = useDashboardTexts()
  const { t: tc } = useTranslation()
  const section = (useMatches().at(-1)?.handle as { section?: DashboardSection } | undefined)?.section
  const title = t(`nav.${section ?? 'overview'}`)
  return (
    <section>
      <title>{`${title} · ${tc('appName')}`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
        {t('placeholder')}
      </p>
    </section>
  )
}
