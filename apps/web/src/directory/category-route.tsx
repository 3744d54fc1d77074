import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useBookingTexts } from '../booking'
import { Alert } from '../ui/alert'
import { Spinner } from '../ui/spinner'
import { categoryGroupsQuery, subcategoryPath } from './directory-queries'

/** Category (spec §2): the category groups and their categories. */
export function Component() {
  const { t, i18n } = useBookingTexts()
  const name = (entry: { name_cs: string; name_en: string }) =>
    i18n.language === 'cs' ? entry.name_cs : entry.name_en
  const groups = useQuery(categoryGroupsQuery())
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>{`${t('pages.category', { ns: 'common' })} · Rezervo`}</title>
      <h1 className="text-3xl font-bold">{t('pages.category', { ns: 'common' })}</h1>
      <p className="mt-1 mb-6 text-stone-700">{t('directory.categoriesIntro')}</p>
      {groups.isPending && <Spinner label={t('booking.loading')} />}
      {groups.isError && <Alert tone="error">{t('directory.loadFailed')}</Alert>}
      <div className="grid gap-6 sm:grid-cols-2">
        {groups.data?.data.map((group) => (
          <section
            key={group.id}
            aria-labelledby={`group-${group.id}`}
            className="rounded-lg border border-stone-200 bg-white p-4"
          >
            <h2 id={`group-${group.id}`} className="mb-2 text-lg font-semibold">
              {name(group)}
            </h2>
            <ul className="grid gap-1">
              {group.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={subcategoryPath(group.slug, category.slug)}
                    className="flex min-h-11 items-center justify-between rounded-md px-2 hover:bg-stone-100"
                  >
                    <span className="underline-offset-2 hover:underline">{name(category)}</span>
                    <span className="text-sm text-stone-500">{category.branch_count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
