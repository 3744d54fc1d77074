import type { ReactNode } from 'react'
import { BrandMark } from '../../ui/brand-mark'
import { LanguageSwitch } from '../../ui/language-switch'
import type { LinkComponent } from '../../ui/plain-link'
import { SkipLink } from '../../ui/skip-link'
import { useAuthTexts } from '../auth-texts'
import { readPreviousRoute } from '../previous-route'

/**
 * The frame of the account screens: one centred card, a way back to where the visitor came from. The SPA's
 * guest layout passes the router's Link, the light login page (decision 050) a plain anchor.
 */
export function GuestFrame({ link: Link, children }: { link: LinkComponent; children: ReactNode }) {
  const { t } = useAuthTexts()
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-amber-50 via-stone-50 to-stone-100">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <BrandMark link={Link} />
        <LanguageSwitch />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 flex-col items-center px-4 pt-4 pb-24 focus:outline-none sm:pt-10"
      >
        <div className="w-full max-w-md">
          <Link
            to={readPreviousRoute() ?? '/'}
            className="mb-3 inline-flex min-h-11 items-center gap-1 rounded-md px-1 text-sm font-medium text-stone-700 hover:text-stone-950"
          >
            <span aria-hidden="true">←</span> {t('back')}
          </Link>
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        </div>
      </main>
    </div>
  )
}
