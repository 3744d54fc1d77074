import type { Locale } from '@rezervo/shared/constants'
import type { BookingResponse, PublicReservation } from '@rezervo/shared/schemas/booking'
import { addDays } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isApiError } from '../lib/api-errors'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { cn } from '../ui/class-names'
import { choiceClasses } from './booking-choice-steps'
import { rescheduleAvailabilityQuery, rescheduleReservation } from './booking-queries'
import { DAY_WINDOW, type WorkerChoice } from './booking-steps'
import { useBookingTexts } from './booking-texts'
import { AvailabilityStatus, DayStep, dayLabel, TimeStep } from './booking-time-steps'

/**
 * The server's own reason for a refused move, when it gave one: a 409 says why (the booking was cancelled in
 * another tab, the time was taken), a 422 what was wrong; only a failure without a reason gets the general text.
 */
export function rescheduleFailure(error: unknown): string | null {
  return (isApiError(error, 409) || isApiError(error, 422)) && error.message ? error.message : null
}

/**
 * The customer moves their reservation (issue 17): the same services, with the same worker or anyone, to a free
 * time of the booking page's day picker; the server re-checks the time and the deadline (decision 030).
 */
export function ReschedulePanel({
  reservation,
  token,
  onDone,
  onClose,
}: {
  reservation: PublicReservation
  token: string
  onDone: (answer: BookingResponse) => void
  onClose: () => void
}) {
  const { t, i18n } = useBookingTexts()
  const locale = i18n.language as Locale
  const today = utcToZonedParts(new Date(), reservation.time_zone).date
  const [worker, setWorker] = useState<WorkerChoice>(reservation.worker.id)
  const [windowStart, setWindowStart] = useState(today)
  const [date, setDate] = useState<string | null>(null)
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const availability = useQuery(
    rescheduleAvailabilityQuery(
      String(reservation.id),
      token,
      worker,
      windowStart,
      addDays(windowStart, DAY_WINDOW - 1),
    ),
  )
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: () =>
      rescheduleReservation(String(reservation.id), { token, starts_at: startsAt ?? '', worker_id: worker }),
    onSuccess: onDone,
    onError: async (error) => {
      if (isApiError(error, 409)) {
        setStartsAt(null)
        await queryClient.invalidateQueries({ queryKey: ['reschedule-availability', String(reservation.id)] })
      }
    },
  })
  const day = availability.data?.days.find((candidate) => candidate.date === date)
  const slot = day?.slots.find((candidate) => candidate.starts_at === startsAt)
  const choose = (next: WorkerChoice) => {
    setWorker(next)
    setDate(null)
    setStartsAt(null)
  }

  return (
    <section
      aria-labelledby="reschedule-title"
      className="mt-6 grid gap-4 rounded-lg border border-stone-200 p-4"
    >
      <h2 id="reschedule-title" className="text-lg font-semibold">
        {t('confirmation.rescheduleTitle')}
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {([reservation.worker.id, 'any'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={worker === choice}
            onClick={() => choose(choice)}
            className={cn(choiceClasses(worker === choice), 'justify-center')}
          >
            {choice === 'any'
              ? t('booking.anyWorker')
              : t('confirmation.rescheduleSameWorker', { name: reservation.worker.name })}
          </button>
        ))}
      </div>
      <AvailabilityStatus
        loading={availability.isPending}
        failed={availability.isError}
        onRetry={() => availability.refetch()}
      />
      {availability.data && (
        <DayStep
          days={availability.data.days}
          date={date}
          onChoose={(chosen) => {
            setDate(chosen)
            setStartsAt(null)
          }}
          onEarlier={
            windowStart > today ? () => setWindowStart(addDays(windowStart, -DAY_WINDOW)) : undefined
          }
          onLater={() => setWindowStart(addDays(windowStart, DAY_WINDOW))}
        />
      )}
      {day && <TimeStep slots={day.slots} startsAt={startsAt} onChoose={setStartsAt} />}
      {move.isError && (
        <Alert tone="error">{rescheduleFailure(move.error) ?? t('confirmation.rescheduleFailed')}</Alert>
      )}
      <div className="grid gap-2 sm:flex">
        {date && slot && (
          <Button loading={move.isPending} onClick={() => move.mutate()}>
            {t('confirmation.rescheduleConfirm', {
              when: `${dayLabel(date, locale, { weekday: 'short', day: 'numeric', month: 'numeric' })} ${slot.time}`,
            })}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('confirmation.rescheduleClose')}
        </Button>
      </div>
    </section>
  )
}
