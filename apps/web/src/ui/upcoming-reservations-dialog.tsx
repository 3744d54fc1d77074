import type { Locale } from '@rezervo/shared/constants'
import { formatTime, formatWeekdayDate } from '@rezervo/shared/format/index'
import type {
  AffectedReservation,
  UpcomingResolutionQuery,
} from '@rezervo/shared/schemas/upcoming-reservations'
import { AlertDialog } from 'radix-ui'
import { useState } from 'react'
import { apiErrorText } from '../lib/api-error-text'
import { ApiError } from '../lib/api-errors'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { currentLocale } from '../lib/i18n'
import { Alert } from './alert'
import { Button, buttonClasses } from './button'
import { useReturnFocus } from './return-focus'
import { SelectField } from './select-field'

/** The API's 409 `upcoming_reservations` (decision 026): the reservations that hang on what is being changed. */
export function upcomingReservationsOf(error: unknown): AffectedReservation[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined
  const body = error.body as { code?: unknown; reservations?: unknown } | undefined
  return body?.code === 'upcoming_reservations' && Array.isArray(body.reservations)
    ? (body.reservations as AffectedReservation[])
    : undefined
}

/**
 * The sentence of a failed choice: the API's own for a conflict (a clash with the other worker's booking,
 * someone else's change), else the general one.
 */
export function upcomingErrorText(error: unknown, fallback: string, locale: Locale): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 412) && error.message) {
    return error.message
  }
  return apiErrorText(error, { fallback }, locale)
}

export interface ReassignCandidate {
  id: number
  name: string
}

export interface UpcomingReservationsDialogProps {
  reservations: AffectedReservation[]
  /**
   * What the owner was doing: deleting the record, saving a worker whose branch was unticked, or saving a
   * worker's holiday or sickness over their reservations (which alone may keep them as they are).
   */
  action: 'delete' | 'save' | 'absence'
  /**
   * Who can take them all (a live worker of every branch among them); undefined where the API cannot
   * reassign (a branch, the company), so only cancelling is offered.
   */
  candidates?: ReassignCandidate[]
  /**
   * The reservations can stay as they are (a service deleted: each keeps its agreed copy of it); a worker's
   * absence always can.
   */
  canKeep?: boolean
  /** Repeats the delete or save with the owner's choice; a failure is shown in the dialog, which stays open. */
  onResolve: (resolution: UpcomingResolutionQuery) => Promise<unknown>
  onClose: () => void
  /** The failure's sentence (the API's message), for a clash while reassigning. */
  errorText: (error: unknown) => string
}

/**
 * Nothing that bookings hang on goes silently (issue 22): the reservations in the way, each with its date and
 * time in the branch's zone, customer and services, and the two choices, cancel them with a notice to each
 * customer, or give them to another worker, or go back; for a worker's absence a third, keep them as they
 * are and save (issue 18). An alert dialog (radix): focus stays inside, Escape
 * goes back; on a 360 px phone it scrolls inside and its buttons take the whole width.
 */
export function UpcomingReservationsDialog({
  reservations,
  action,
  candidates,
  canKeep = action === 'absence',
  onResolve,
  onClose,
  errorText,
}: UpcomingReservationsDialogProps) {
  const { t } = useBackofficeTexts()
  const locale = currentLocale()
  const [toWorkerId, setToWorkerId] = useState<number | undefined>(candidates?.[0]?.id)
  const [pending, setPending] = useState<'cancel' | 'reassign' | 'keep'>()
  const [error, setError] = useState<string>()
  const resolve = async (resolution: UpcomingResolutionQuery) => {
    setPending(resolution.upcoming)
    setError(undefined)
    try {
      await onResolve(resolution)
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setPending(undefined)
    }
  }
  // Opened by the server's answer, not by a Trigger: focus goes back to what had it (the delete or save button).
  const giveFocusBack = useReturnFocus(true)
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={giveFocusBack}
          className="fixed inset-x-2 top-1/2 z-50 max-h-[92dvh] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:p-6"
        >
          <AlertDialog.Title className="text-lg font-semibold text-stone-950">
            {t(action === 'absence' ? 'upcoming.titleAbsence' : 'upcoming.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {t('upcoming.intro', {
              count: reservations.length,
              what: t(
                action === 'delete'
                  ? 'upcoming.whatDelete'
                  : action === 'absence'
                    ? 'upcoming.whatAbsence'
                    : 'upcoming.whatSave',
              ),
            })}
          </AlertDialog.Description>
          <ul
            aria-label={t('upcoming.listLabel')}
            className="mt-3 grid max-h-64 gap-2 overflow-y-auto rounded-lg border border-stone-200 p-2"
          >
            {reservations.map((reservation) => {
              const starts = new Date(reservation.starts_at)
              const ends = new Date(reservation.ends_at)
              return (
                <li key={reservation.id} className="rounded-md bg-stone-50 p-2 text-sm">
                  <span className="block font-semibold text-stone-950">
                    {formatWeekdayDate(starts, reservation.time_zone, locale)}{' '}
                    {formatTime(starts, reservation.time_zone, locale)}–
                    {formatTime(ends, reservation.time_zone, locale)}
                  </span>
                  <span className="block break-words text-stone-800">{reservation.customer_name}</span>
                  {reservation.services.length > 0 && (
                    <span className="block break-words text-stone-600">
                      {reservation.services.join(', ')}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
          {error && (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          )}
          {candidates && (
            <div className="mt-4 grid gap-2 rounded-lg border border-stone-200 p-3">
              {candidates.length === 0 ? (
                <p className="text-sm text-stone-700">{t('upcoming.noOtherWorker')}</p>
              ) : (
                <>
                  <SelectField
                    label={t('upcoming.reassignTo')}
                    hint={t('upcoming.reassignHint')}
                    value={toWorkerId ?? ''}
                    onChange={(event) => setToWorkerId(Number(event.target.value))}
                  >
                    {candidates.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.name}
                      </option>
                    ))}
                  </SelectField>
                  <Button
                    type="button"
                    variant="primary"
                    className="w-full sm:w-auto sm:justify-self-start"
                    loading={pending === 'reassign'}
                    disabled={pending !== undefined || toWorkerId === undefined}
                    onClick={() => resolve({ upcoming: 'reassign', to_worker_id: toWorkerId })}
                  >
                    {t('upcoming.reassign')}
                  </Button>
                </>
              )}
            </div>
          )}
          <div className="mt-4 grid gap-2 rounded-lg border border-red-200 p-3">
            <p className="text-sm text-stone-700">{t('upcoming.cancelAllHint')}</p>
            <Button
              type="button"
              variant="danger"
              className="w-full sm:w-auto sm:justify-self-start"
              loading={pending === 'cancel'}
              disabled={pending !== undefined}
              onClick={() => resolve({ upcoming: 'cancel' })}
            >
              {t('upcoming.cancelAll')}
            </Button>
          </div>
          {canKeep && (
            <div className="mt-4 grid gap-2 rounded-lg border border-stone-200 p-3">
              <p className="text-sm text-stone-700">
                {t(action === 'delete' ? 'upcoming.keepDeleteHint' : 'upcoming.keepHint')}
              </p>
              <Button
                type="button"
                variant="secondary"
                className="w-full sm:w-auto sm:justify-self-start"
                loading={pending === 'keep'}
                disabled={pending !== undefined}
                onClick={() => resolve({ upcoming: 'keep' })}
              >
                {t(action === 'delete' ? 'upcoming.keepDelete' : 'upcoming.keep')}
              </Button>
            </div>
          )}
          <div className="mt-4 flex flex-col sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={pending !== undefined}>
              {t('upcoming.back')}
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
