import { addDays } from '@rezervo/shared/time/iso-date'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { BookingRulesList, branchPath, publicBranchQuery } from '../branches'
import { currentLocale } from '../lib/i18n'
import { canGoBack, goBack as historyBack, useSearchParams } from '../lib/page-location'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { ServicesStep } from './booking-choice-steps'
import type { BookingPage } from './booking-pages'
import { availabilityQuery, nearestFreeTimeQuery } from './booking-queries'
import { BookingStepList } from './booking-step-list'
import {
  BOOKING_STEPS,
  type BookingState,
  bookingStateFromParams,
  bookingStateToParams,
  bookingSummary,
  DAY_WINDOW,
  dayWindowStart,
  shownDay,
} from './booking-steps'
import { BookingSummary, ChoiceRecap } from './booking-summary'
import { useBookingTexts } from './booking-texts'
import { AvailabilityStatus, closedDays, dayLabel } from './booking-time-steps'
import { WhenStep } from './booking-when-step'
import { useBookingSubmit } from './use-booking-submit'

/**
 * The contact form holds the validation schema and with it the phone metadata (libphonenumber-js, about 30 KB
 * gzipped), which the first steps do not need: it loads while the customer picks a time.
 */
const loadContactForm = () => import('./booking-contact-form')
const BookingContactForm = lazy(() =>
  loadContactForm().then((module) => ({ default: module.BookingContactForm })),
)

/**
 * Reservation (spec §2) in three screens before the confirmation (decision 044): services and worker, day and
 * time, contact details with the summary; each screen in the URL, the summary always in view.
 */
export function BookingFlow({ page }: { page: BookingPage }) {
  const { t } = useBookingTexts()
  const locale = currentLocale()
  const slug = page.branchSlug
  const { data: branch } = useSuspenseQuery(publicBranchQuery(slug))
  const [searchParams, setSearchParams] = useSearchParams()
  const state = bookingStateFromParams(searchParams)
  const go = (next: Partial<BookingState>, replace = false) =>
    setSearchParams(bookingStateToParams({ ...state, ...next }), { replace })

  const allItems = branch.item_categories.flatMap((group) => group.items)
  const summary = bookingSummary(allItems, state.itemIds)
  const today = branch.today.date
  const lastDay = addDays(today, branch.booking_rules.horizon_days)
  const [windowStart, setWindowStart] = useState(() => dayWindowStart(today, state.date))
  const shownStart = state.step === 'when' ? windowStart : dayWindowStart(today, state.date)
  const availability = useQuery(
    availabilityQuery(slug, state.itemIds, state.worker, shownStart, addDays(shownStart, DAY_WINDOW - 1)),
  )
  const nearest = useQuery({
    ...nearestFreeTimeQuery(slug, state.itemIds, state.worker, today, lastDay),
    enabled: state.step === 'when' && state.itemIds.length > 0,
  })
  const chosenDay = availability.data?.days.find((day) => day.date === state.date)
  /** The day whose times the day-and-time screen lists: the chosen one, or the first with a free time. */
  const timesDay = availability.data && shownDay(availability.data.days, state.date)

  // Back walks the history while the previous entry is this page's own; opened straight at a later step (a
  // shared or reloaded address with nothing before it here), it pushes the previous step instead.
  const goBack = () =>
    canGoBack()
      ? historyBack()
      : go({ step: BOOKING_STEPS[Math.max(0, BOOKING_STEPS.indexOf(state.step) - 1)] })
  const { submit, pending, failure, contactDraft, clash, setClash, itemsGone, setItemsGone } =
    useBookingSubmit({ page, state, summary, go })

  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes
  useEffect(() => {
    if (firstRender.current) firstRender.current = false
    else heading.current?.focus()
  }, [state.step])
  useEffect(() => {
    if (state.step === 'when' || state.step === 'contact') void loadContactForm()
  }, [state.step])

  const stepTitles = {
    services: t('booking.chooseItems'),
    when: t('booking.chooseWhen'),
    contact: t('booking.contactTitle'),
  }
  const workerName = branch.workers.find((worker) => worker.id === state.worker)?.name
  const when =
    state.date &&
    [
      dayLabel(state.date, locale, { weekday: 'short', day: 'numeric', month: 'numeric' }),
      chosenDay?.slots.find((slot) => slot.starts_at === state.startsAt)?.time,
    ]
      .filter(Boolean)
      .join(' ')
  const stepIndex = BOOKING_STEPS.indexOf(state.step)

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6">
      <title>{`${t('booking.title')} · ${branch.name} · Rezervo`}</title>
      {/* The branch page is the server's (decision 006): a document load. The widget has no page behind it. */}
      {!page.embedded && (
        <a
          href={branchPath({
            category_group_slug: page.categoryGroupSlug,
            category_slug: page.categorySlug,
            branch_slug: slug,
          })}
          className="text-sm underline"
        >
          ← {t('booking.backToBranch')}
        </a>
      )}
      <h1 className="mt-2 text-2xl font-bold">
        {t('booking.title')}: {branch.name}
      </h1>
      <BookingStepList current={state.step} />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
        <section aria-labelledby="step-heading" className="pb-6">
          <p className="text-sm text-stone-600">
            {t('booking.stepOf', { current: stepIndex + 1, total: BOOKING_STEPS.length })}
          </p>
          <h2
            id="step-heading"
            ref={heading}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold focus:outline-none"
          >
            {stepTitles[state.step]}
          </h2>
          {clash && state.step === 'when' && (
            <Alert tone="warning" className="mb-4">
              {t('booking.clash')}
            </Alert>
          )}
          {itemsGone && state.step === 'services' && (
            <Alert tone="warning" className="mb-4">
              {itemsGone}
            </Alert>
          )}
          {state.step === 'services' && (
            <ServicesStep
              branch={branch}
              itemIds={state.itemIds}
              worker={state.worker}
              onChange={(choice) => go(choice, true)}
              onContinue={() => {
                setItemsGone(undefined)
                go({ step: 'when' })
              }}
            />
          )}
          {state.step === 'when' && (
            <AvailabilityStatus
              loading={availability.isPending}
              failed={availability.isError}
              onRetry={() => availability.refetch()}
            />
          )}
          {state.step === 'when' && availability.data && (
            <WhenStep
              days={availability.data.days}
              timesDay={timesDay}
              startsAt={state.startsAt}
              nearest={nearest.data}
              window={{ start: windowStart, today, lastDay, move: setWindowStart }}
              closed={closedDays(branch, currentLocale())}
              // Another day replaces the URL's day: Back still leads to the services.
              onChooseDay={(date) => go({ date, startsAt: null }, true)}
              onChooseTime={(free) => {
                setClash(false)
                go({ step: 'contact', date: free.date, startsAt: free.startsAt })
              }}
            />
          )}
          {state.step === 'contact' && (
            <>
              <ChoiceRecap
                items={summary.items.map((item) => item.name).join(', ')}
                itemCount={summary.items.length}
                who={workerName ?? t('booking.anyWorker')}
                when={when}
                onChangeWhat={() => go({ step: 'services' })}
                onChangeWhen={() => go({ step: 'when', startsAt: null })}
              />
              <Suspense fallback={<Spinner label="…" />}>
                <BookingContactForm
                  draft={contactDraft}
                  onSubmit={submit}
                  pending={pending}
                  failure={failure?.message}
                  serverErrors={failure?.fields}
                />
              </Suspense>
            </>
          )}
          {state.step !== 'services' && (
            <Button variant="ghost" className="mt-4" onClick={goBack}>
              ← {t('booking.back')}
            </Button>
          )}
        </section>
        <div className="grid gap-4">
          <BookingSummary
            summary={summary}
            who={state.step === 'services' ? undefined : (workerName ?? t('booking.anyWorker'))}
            when={when || undefined}
          />
          <section aria-labelledby="rules-heading" className="rounded-lg border border-stone-200 p-4 text-sm">
            <h2 id="rules-heading" className="mb-2 font-semibold">
              {t('booking.rulesTitle')}
            </h2>
            <BookingRulesList rules={branch.booking_rules} locale={locale} />
          </section>
        </div>
      </div>
    </div>
  )
}
