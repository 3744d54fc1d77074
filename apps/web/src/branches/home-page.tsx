import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Link, useLoaderData, useNavigate } from 'react-router'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { branchNameSearchQuery } from './branch-queries'
import type { HomeData } from './branch-routes'
import { useBranchTexts } from './branch-texts'

/**
 * Home when it cannot simply redirect. After an address that was not found it keeps a notice that names the
 * address, with a search of businesses by name, above the featured branch until the visitor closes it (a
 * toast that left after seconds let a customer book the wrong shop: issue 37, finding 11); closing it goes on
 * to the featured branch. Without a featured branch it is a plain page that says there is nothing to book yet
 * and links to sign-in.
 */
export function HomePage() {
  const { featuredPath, notFound, missingPath } = useLoaderData() as HomeData
  const { t } = useBranchTexts()
  const navigate = useNavigate()
  const [dismissed, setDismissed] = useState(false)
  const dismiss = () => {
    setDismissed(true)
    if (featuredPath) void navigate(featuredPath, { replace: true })
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12">
      {notFound && !dismissed && <NotFoundNotice missingPath={missingPath} onDismiss={dismiss} />}
      {featuredPath ? (
        <p>
          <Link to={featuredPath} className="font-medium underline">
            {t('home.featured')}
          </Link>
        </p>
      ) : (
        <NothingToBook />
      )}
    </div>
  )
}

function NotFoundNotice({ missingPath, onDismiss }: { missingPath: string | null; onDismiss: () => void }) {
  const { t } = useBranchTexts()
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const matches = useQuery(branchNameSearchQuery(search))
  const title = missingPath ? t('home.notFoundPath', { path: missingPath }) : t('home.notFoundTitle')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(typed.trim())
  }
  return (
    <section
      aria-labelledby="not-found-title"
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <title>{`${title} · Rezervo`}</title>
      <div className="flex items-start justify-between gap-4">
        <h1 id="not-found-title" className="min-w-0 text-xl font-bold [overflow-wrap:anywhere]">
          {title}
        </h1>
        <Button variant="secondary" onClick={onDismiss}>
          {t('home.dismiss')}
        </Button>
      </div>
      <p className="text-stone-700">{t('home.searchHint')}</p>
      <form onSubmit={submit} className="grid gap-2 sm:flex sm:items-end">
        <TextField
          label={t('home.searchLabel')}
          name="search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('home.search')}</Button>
      </form>
      {matches.data && matches.data.data.length === 0 && <p role="status">{t('home.noMatch')}</p>}
      {matches.data && matches.data.data.length > 0 && (
        <ul className="grid gap-2">
          {matches.data.data.map((branch) => (
            <li key={branch.id}>
              <a className="font-medium underline" href={branch.path}>
                {branch.name}
              </a>
              {branch.city && <span className="text-stone-600"> · {branch.city}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function NothingToBook() {
  const { t } = useBranchTexts()
  return (
    <div>
      <title>{`${t('home.nothingTitle')} · Rezervo`}</title>
      <h1 className="text-2xl font-bold">{t('home.nothingTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('home.nothing')}</p>
      <p className="mt-6 text-stone-700">{t('home.signInHint')}</p>
      <p className="mt-3">
        <Link to="/login" className="underline">
          {t('home.signIn')}
        </Link>
      </p>
    </div>
  )
}
