import type { Locale } from '@rezervo/shared'
import { formatCzk, formatDuration } from '@rezervo/shared/format/index'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { publicBranchQuery } from './branch-queries'

export function BranchPage() {
  const { branchSlug = '' } = useParams()
  const { t, i18n } = useTranslation('branch')
  const locale = i18n.language as Locale
  const { data: branch } = useSuspenseQuery(publicBranchQuery(branchSlug))
  const address = [
    branch.street && `${branch.street} ${branch.house_number ?? ''}`.trim(),
    branch.zip,
    branch.city,
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold">{branch.name}</h1>
        {address && <p className="mt-1 text-stone-600">{address}</p>}
        <Link
          to="rezervace"
          className="mt-4 inline-block rounded-lg bg-stone-900 px-5 py-3 font-semibold text-white hover:bg-stone-700"
        >
          {t('book')}
        </Link>
      </header>
      {branch.description && <p className="mb-6">{branch.description}</p>}
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="mb-3 text-xl font-semibold">
          {t('services')}
        </h2>
        {branch.item_categories.map((group) => (
          <div key={group.id ?? 'none'} className="mb-4">
            {group.name && <h3 className="mb-2 font-medium text-stone-700">{group.name}</h3>}
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {group.items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-4 p-3">
                  <span>{item.name}</span>
                  <span className="whitespace-nowrap text-stone-700">
                    {formatDuration(item.duration_minutes, locale)} · {formatCzk(item.price_czk, locale)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </article>
  )
}
