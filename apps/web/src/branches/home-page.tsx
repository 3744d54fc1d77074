import { useEffect } from 'react'
import { Link, useLoaderData, useNavigate } from 'react-router'
import { notify } from '../ui/notifications/notification-store'
import type { HomeData } from './branch-routes'
import { useBranchTexts } from './branch-texts'

/** How long the not-found notice stays: longer than the default, since the page changes under it. */
const NOT_FOUND_NOTICE_MS = 8000

/**
 * Home when it cannot simply redirect: after an address that was not found it says so (a notice) and goes
 * on to the featured branch; without a featured branch it is a plain page that says there is nothing to book
 * yet and links to sign-in.
 */
export function HomePage() {
  const { featuredPath, notFound } = useLoaderData() as HomeData
  const { t } = useBranchTexts()
  const navigate = useNavigate()
  useEffect(() => {
    if (!notFound) return
    notify({
      tone: 'error',
      title: t('home.notFoundTitle'),
      text: t('home.notFound'),
      duration: NOT_FOUND_NOTICE_MS,
    })
    if (featuredPath) void navigate(featuredPath, { replace: true })
  }, [featuredPath, notFound, navigate, t])
  if (featuredPath) return null
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
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
