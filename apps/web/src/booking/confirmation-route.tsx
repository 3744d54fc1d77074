import type { Locale } from '@rezervo/shared/constants'
import { formatAddress } from '@rezervo/shared/format/address'
import {
  formatCzk,
  formatDateTime,
  formatDuration,
  formatTime,
  formatWeekdayDate,
} from '@rezervo/shared/format/index'
import { type VisitOutcome, visitOutcome } from '@rezervo/shared/reservations/visit-outcome'
import { formatPhone } from '@rezervo/shared/validation/phone'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { branchPath } from '../branches'
import { useSearchParams } from '../lib/page-location'
import { Alert } from '../ui/alert'
import { Button, buttonClasses } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { cancelReservation, publicReservationQuery, reservationIcsUrl } from './booking-queries'
import { useBookingTexts } from './booking-texts'
import { ReschedulePanel } from './reschedule-panel'

/**
 * The heading and the line under it for each state of the reservation (never "confirmed" for a past visit);
 * the confirmed one says a confirmation was emailed, so it shows only when one was (`confirmation_emailed`).
 */
const OUTCOME_TEXTS: Record<VisitOutcome, { title: string; intro: string }> = {
  confirmed: { title: 'confirmation.title', intro: 'confirmation.intro' },
  cancelledByCustomer: {
    title: 'confirmation.cancelledTitle',
    intro: 'confirmation.outcome.cancelledByCustomer',
  },
  cancelledByBusiness: {
    title: 'confirmation.cancelledTitle',
    intro: 'confirmation.outcome.cancelledByBusiness',
  },
  visited: { title: 'confirmation.outcome.visitedTitle', intro: 'confirmation.outcome.visited' },
  noShow: { title: 'confirmation.outcome.noShowTitle', intro: 'confirmation.outcome.noShow' },
  past: { title: 'confirmation.outcome.pastTitle', intro: 'confirmation.outcome.past' },
}

/** Past the online deadline: whom to call, with the branch's number as a link, as the emails give it. */
function NotCancellable({ phone }: { phone: string | null }) {
  const { t } = useBookingTexts()
  if (!phone) return t('confirmation.notCancellable')
  return (
    <>
      {t('confirmation.notCancellableCall')}{' '}
      <a className="font-medium underline" href={`tel:${phone}`}>
        {formatPhone(phone)}
      </a>
    </>
  )
}

/**
 * ReservationConfirmation (spec §2): what, with whom, when, where, the price, the ICS file and cancelling.
 * It tells the reservation's real state: confirmed while ahead, cancelled, or how a past visit went. Its links
 * lead to the branch page and a new booking: document loads (the branch page is the server's, decision 006).
 */
export function BookingConfirmation() {
  const { t, i18n } = useBookingTexts()
  const locale = i18n.language as Locale
  const [params] = useSearchParams()
  const id = params.get('reservation') ?? ''
  const token = params.get('token') ?? ''
  const query = useQuery({ ...publicReservationQuery(id, token), enabled: Boolean(id && token) })
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: () => cancelReservation(id, token),
    onSuccess: (answer) => queryClient.setQueryData(publicReservationQuery(id, token).queryKey, answer),
  })
  const dialog = useRef<HTMLDialogElement>(null)
  const [rescheduling, setRescheduling] = useState(false)
  const [rescheduled, setRescheduled] = useState(false)

  if (query.isPending && id && token) return <Spinner label={t('booking.loading')} className="p-6" />
  const reservation = query.data?.reservation
  if (!reservation)
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <Alert tone="error">{t('confirmation.notFound')}</Alert>
      </div>
    )

  const zone = reservation.time_zone
  const starts = new Date(reservation.starts_at)
  const address = reservation.branch.address
  const where = [reservation.branch.name, formatAddress({ ...address, houseNumber: address.house_number })]
    .filter(Boolean)
    .join(', ')
  const outcome = visitOutcome(reservation)
  const ahead = outcome === 'confirmed'
  const texts = OUTCOME_TEXTS[outcome]
  const branchLink = branchPath({
    category_group_slug: reservation.branch.category_group_slug,
    category_slug: reservation.branch.category_slug,
    branch_slug: reservation.branch.slug,
  })
  const rows: [string, string][] = [
    [
      t('confirmation.what', { count: reservation.items.length }),
      reservation.items.map((item) => item.name).join(', '),
    ],
    [t('confirmation.withWhom'), reservation.worker.name],
    [
      t('confirmation.when'),
      `${formatWeekdayDate(starts, zone, locale)}, ${formatTime(starts, zone, locale)}–${formatTime(new Date(reservation.ends_at), zone, locale)} (${formatDuration(reservation.duration_minutes, locale)})`,
    ],
    [t('confirmation.where'), where],
    [t('confirmation.price'), formatCzk(reservation.price_czk, locale)],
  ]

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t(texts.title)} · Rezervo`}</title>
      <h1 className="text-2xl font-bold">{t(texts.title)}</h1>
      {!cancel.isSuccess && (outcome !== 'confirmed' || reservation.confirmation_emailed) && (
        <p className="mt-1 text-stone-700">{t(texts.intro)}</p>
      )}
      {cancel.isSuccess && (
        <Alert tone="success" className="mt-4">
          {t('confirmation.cancelled')}
        </Alert>
      )}
      {rescheduled && (
        <Alert tone="success" className="mt-4">
          {t(
            reservation.confirmation_emailed ? 'confirmation.rescheduled' : 'confirmation.rescheduledNoEmail',
          )}
        </Alert>
      )}
      {cancel.isError && (
        <Alert tone="error" className="mt-4">
          {t('confirmation.cancelFailed')}
        </Alert>
      )}
      <dl className="mt-6 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 p-3 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {ahead && (
        <div className="mt-6 grid gap-3 sm:flex">
          <a href={reservationIcsUrl(id, token)} download className={buttonClasses('primary')}>
            {t('confirmation.addToCalendar')}
          </a>
          {reservation.cancellable && !rescheduling && (
            <Button
              variant="secondary"
              onClick={() => {
                setRescheduled(false)
                setRescheduling(true)
              }}
            >
              {t('confirmation.reschedule')}
            </Button>
          )}
          {reservation.cancellable && (
            <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
              {t('confirmation.cancel')}
            </Button>
          )}
        </div>
      )}
      {ahead && reservation.cancellable && rescheduling && (
        <ReschedulePanel
          reservation={reservation}
          token={token}
          onClose={() => setRescheduling(false)}
          onDone={(answer) => {
            queryClient.setQueryData(publicReservationQuery(id, token).queryKey, answer)
            setRescheduling(false)
            setRescheduled(true)
          }}
        />
      )}
      {ahead && (
        <p className="mt-4 text-sm text-stone-700">
          {reservation.cancellable ? (
            t('confirmation.cancellableUntil', {
              until: formatDateTime(new Date(reservation.cancellable_until), zone, locale),
            })
          ) : (
            <NotCancellable phone={reservation.branch.phone} />
          )}
        </p>
      )}
      {!ahead && (
        <p className="mt-6">
          <a className={buttonClasses('primary')} href={`${branchLink}/rezervace`}>
            {t('confirmation.outcome.bookAgain')}
          </a>
        </p>
      )}
      <p className="mt-6">
        <a className="underline" href={branchLink}>
          {reservation.branch.name}
        </a>
      </p>
      <dialog
        ref={dialog}
        aria-labelledby="cancel-dialog-title"
        className="m-auto max-w-sm rounded-lg p-6 shadow-xl backdrop:bg-black/40"
      >
        <h2 id="cancel-dialog-title" className="mb-4 font-semibold">
          {t('confirmation.cancelConfirm')}
        </h2>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {t('confirmation.cancelNo')}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => dialog.current?.close() })}
          >
            {t('confirmation.cancelYes')}
          </Button>
        </div>
      </dialog>
    </div>
  )
}
