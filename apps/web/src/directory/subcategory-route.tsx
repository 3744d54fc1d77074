import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useBookingTexts } from '../booking'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { categoryBranchesQuery } from './directory-queries'

/** Subcategory (spec §2): the branches of one category, searched by name and city. */
export function Component() {
  const { t, i18n } = useBookingTexts()
  const [params, setParams] = useSearchParams()
  const group = params.get('group') ?? ''
  const category = params.get('category') ?? ''
  const search = params.get('search') ?? ''
  const city = params.get('city') ?? ''
  const branches = useQuery({
    ...categoryBranchesQuery(group, category, search, city),
    enabled: Boolean(group && category),
  })
  const title =
    (branches.data &&
      (i18n.language === 'cs' ? branches.data.category.name_cs : branches.data.category.name_en)) ||
    t('pages.subcategory', { ns: 'common' })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams({ group, category })
    for (const key of ['search', 'city']) {
      const value = String(form.get(key) ?? '').trim()
      if (value) next.set(key, value)
    }
    setParams(next)
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>{`${title} · Rezervo`}</title>
      <Link to="/category" className="text-sm underline">
        ← {t('directory.allCategories')}
      </Link>
      <h1 className="mt-2 mb-4 text-3xl font-bold">{title}</h1>
      <search>
        <form
          onSubmit={onSubmit}
          className="mb-6 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
          key={`${search}|${city}`}
        >
          <TextField label={t('directory.search')} name="search" type="search" defaultValue={search} />
          <TextField label={t('directory.city')} name="city" type="search" defaultValue={city} />
          <Button type="submit">{t('directory.find')}</Button>
        </form>
      </search>
      {branches.isPending && group && <Spinner label={t('booking.loading')} />}
      {(branches.isError || !group || !category) && <Alert tone="error">{t('directory.loadFailed')}</Alert>}
      {branches.data?.data.length === 0 && <Alert>{t('directory.noBranches')}</Alert>}
      <ul className="grid gap-4 sm:grid-cols-2">
        {branches.data?.data.map((branch) => (
          <li key={branch.id}>
            <Link
              to={branch.path}
              className="block h-full rounded-lg border border-stone-200 bg-white p-4 hover:border-stone-900"
            >
              <h2 className="text-lg font-semibold">{branch.name}</h2>
              <p className="text-sm text-stone-600">
                {[branch.street && `${branch.street} ${branch.house_number ?? ''}`.trim(), branch.city]
                  .filter(Boolean)
                  .join(', ')}
              </p>
              {branch.description && (
                <p className="mt-2 line-clamp-2 text-sm text-stone-800">{branch.description}</p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
