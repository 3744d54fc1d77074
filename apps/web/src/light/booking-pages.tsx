import { QueryClientProvider } from '@tanstack/react-query'
import { Component as ErrorBoundary, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EmbedLayout } from '../app/layouts/embed-layout'
import { PublicHeader } from '../app/layouts/public-header'
import { rememberRouteLeft } from '../auth'
import { matchBookingPage } from '../booking'
import { BookingFlow } from '../booking/booking-route'
import { notFoundPathFor } from '../branches'
import { isApiError } from '../lib/api-errors'
import { usePageLocation, useScrollToTopOnPush } from '../lib/page-location'
import { queryClient } from '../lib/query-client'
import { buttonClasses } from '../ui/button'
import { PlainLink } from '../ui/plain-link'
import { SkipLink } from '../ui/skip-link'
import { Spinner } from '../ui/spinner'

// The confirmation is a page of its own: loaded when opened, so the flow's first load does not carry what only
// it needs (the phone formatter's numbering data for the branch's number, decision 079).
const BookingConfirmation = lazy(() =>
  import('../booking/confirmation-route').then((module) => ({ default: module.BookingConfirmation })),
)

/**
 * The light booking page (decision 052): the booking flow and its confirmation, in the basic layout or in the
 * booking widget's frame, with React, i18next and TanStack Query but without React Router. The address is the
 * browser's (lib/page-location.ts); every link out of these pages is a document load.
 */
export function BookingLightPages() {
  return (
    <QueryClientProvider client={queryClient}>
      <BookingPages />
    </QueryClientProvider>
  )
}

function BookingPages() {
  const location = usePageLocation()
  useScrollToTopOnPush(location)
  useEffect(() => {
    // Leaving the page is a document load (to the login, the branch page…): the step left is the route the
    // next page's "back" link returns to, as the SPA's router records it (spec §2).
    const left = () => rememberRouteLeft(window.location)
    window.addEventListener('pagehide', left)
    return () => window.removeEventListener('pagehide', left)
  }, [])
  const page = matchBookingPage(location.pathname)
  const unknownAddress = page === undefined
  useEffect(() => {
    // The server sends only the booking pages here; an address it let through that is none is the 404 route's.
    if (unknownAddress) window.location.replace(notFoundPathFor(window.location.pathname))
  }, [unknownAddress])
  if (!page) return null
  const screen = (
    <BookingErrorBoundary key={`${page.screen}:${page.branchSlug}`} embedded={page.embedded}>
      {page.screen === 'flow' ? <BookingFlow page={page} /> : <BookingConfirmation />}
    </BookingErrorBoundary>
  )
  if (page.embedded) return <EmbedLayout>{screen}</EmbedLayout>
  return <LightBasicLayout>{screen}</LightBasicLayout>
}

/** BasicLayout's frame with plain links: the same header and main landmark. */
function LightBasicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader link={PlainLink} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('loading')} className="p-6" />}>{children}</Suspense>
      </main>
    </div>
  )
}

/**
 * What the router's loader and error element did for the flow: an unknown branch goes to the 404 route's
 * answer, Home with the not-found notice (in the widget's frame, where Home may not be shown, it says so in
 * place); any other failure offers a reload.
 */
class BookingErrorBoundary extends ErrorBoundary<
  { embedded: boolean; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (isApiError(error, 404) && !this.props.embedded)
      window.location.replace(notFoundPathFor(window.location.pathname))
  }

  override render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    if (isApiError(error, 404))
      return this.props.embedded ? <BookingFailure notFound /> : <Spinner label="…" className="p-6" />
    return <BookingFailure />
  }
}

function BookingFailure({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t('notFound') : t('errorTitle')}</h1>
      {!notFound && <p className="text-stone-700">{t('errorText')}</p>}
      {!notFound && (
        <div className="flex justify-center">
          <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        </div>
      )}
    </div>
  )
}
