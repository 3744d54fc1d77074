import type { Locale } from '@rezervo/shared/constants'
import {
  formatCzk,
  formatDateTime,
  formatDuration,
  formatTime,
  formatWeekdayDate,
} from '@rezervo/shared/format/index'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { branchPath } from '../branches'
import { Alert } from '../ui/alert'
import { Button, buttonClasses } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { cancelReservation, publicReservationQuery, reservationIcsUrl } from './booking-api'
import { useBookingTexts } from './booking-texts'

/** ReservationConfirmation (spec §2): what, with whom, when, where, the price, the ICS file and cancelling. */
export function Component() {
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
  const where = [
    reservation.branch.name,
    address.street && `${address.street} ${address.house_number ?? ''}`.trim(),
    [address.zip, address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  const cancelled = reservation.state === 'cancelled'
  const rows: [string, string][] = [
    [t('confirmation.what'), reservation.items.map((item) => item.name).join(', ')],
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
      <title>{`${t(cancelled ? 'confirmation.cancelledTitle' : 'confirmation.title')} · Rezervo`}</title>
      <h1 className="text-2xl font-bold">
        {t(cancelled ? 'confirmation.cancelledTitle' : 'confirmation.title')}
      </h1>
      {!cancelled && <p className="mt-1 text-stone-700">{t('confirmation.intro')}</p>}
      {cancel.isSuccess && (
        <Alert tone="success" className="mt-4">
          {t('confirmation.cancelled')}
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
      {!cancelled && (
        <div className="mt-6 grid gap-3 sm:flex">
          <a href={reservationIcsUrl(id, token)} download className={buttonClasses('primary')}>
            {t('confirmation.addToCalendar')}
          </a>
          {reservation.cancellable && (
            <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
              {t('confirmation.cancel')}
            </Button>
          )}
        </div>
      )}
      {!cancelled && (
        <p className="mt-4 text-sm text-stone-700">
          {reservation.cancellable
            ? t('confirmation.cancellableUntil', {
                until: formatDateTime(new Date(reservation.cancellable_until), zone, locale),
              })
            : t('confirmation.notCancellable')}
        </p>
      )}
      <p className="mt-6">
        <Link
          className="underline"
          to={branchPath({
            category_group_slug: reservation.branch.category_group_slug,
            category_slug: reservation.branch.category_slug,
            branch_slug: reservation.branch.slug,
          })}
        >
          {reservation.branch.name}
        </Link>
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
