import { reservationEnds } from '@rezervo/shared/reservations/reservation-totals'
import type { CalendarFeed, Reservation, ReservationUpdateInput } from '@rezervo/shared/schemas/reservation'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../ui/notifications/notification-store'
import type { CalendarEvent } from './calendar-events'
import { reservationsKey, updateReservation } from './calendar-queries'
import { useCalendarTexts } from './calendar-texts'
import { fromCalendarDate } from './calendar-time'
import { useOutOfHoursConfirmation } from './out-of-hours-confirmation'
import { failedWriteText } from './reservation-conflicts'
import { useUndoableChange } from './use-undoable-change'

export interface MoveRequest {
  event: CalendarEvent
  /** Calendar dates where the user dropped it. */
  start: Date
  end: Date
  workerId: number
  /** A drag keeps the length; a resize sends the new end. */
  kind: 'move' | 'resize'
}

/** What the PATCH must say for a drop, or null when nothing changed. */
export function moveBody(request: MoveRequest, timeZone: string): ReservationUpdateInput | null {
  const original = request.event.reservation
  const startsAt = fromCalendarDate(request.start, timeZone, new Date(original.starts_at)).toISOString()
  // The event ends where the customer's time ends; the services' buffer still follows a resized end.
  const { customerEndsAt, bufferMinutes } = reservationEnds(original)
  const customerEnd = fromCalendarDate(request.end, timeZone, customerEndsAt)
  const endsAt = new Date(customerEnd.getTime() + bufferMinutes * 60_000).toISOString()
  const body: ReservationUpdateInput = {}
  if (startsAt !== new Date(original.starts_at).toISOString()) body.starts_at = startsAt
  if (request.kind === 'resize' && endsAt !== new Date(original.ends_at).toISOString()) body.ends_at = endsAt
  if (request.workerId !== original.worker.id) body.worker_id = request.workerId
  return Object.keys(body).length ? body : null
}

/**
 * The PATCH of "Zpět": the time, length and worker as they were, and the reminder time of its own (the move
 * shifted it with the visit; the server also puts back a reminder already sent for that time).
 */
export function undoMoveBody(original: Reservation): ReservationUpdateInput {
  return {
    starts_at: original.starts_at,
    ends_at: original.ends_at,
    worker_id: original.worker.id,
    reminder_send_at: original.reminder_send_at,
  }
}

/** The feed with the reservation already where it was dropped, so the drop does not jump back meanwhile. */
function movedFeed(feed: CalendarFeed, request: MoveRequest, body: ReservationUpdateInput): CalendarFeed {
  const original = request.event.reservation
  const worker = feed.workers.find((candidate) => candidate.id === request.workerId)
  const lengthMs = Date.parse(original.ends_at) - Date.parse(original.starts_at)
  const startsAt = body.starts_at ?? original.starts_at
  const endsAt = body.ends_at ?? new Date(Date.parse(startsAt) + lengthMs).toISOString()
  return {
    ...feed,
    reservations: feed.reservations.map((reservation) =>
      reservation.id === original.id
        ? {
            ...reservation,
            starts_at: startsAt,
            ends_at: endsAt,
            worker: worker
              ? { id: worker.id, name: worker.name, color: worker.color, archived: worker.archived }
              : reservation.worker,
          }
        : reservation,
    ),
  }
}

/**
 * Drag to move, drag an edge to resize, drag to another worker's column: PATCH with the optimistic position;
 * out of hours asks first; a clash or a "no" puts the reservation back and says why. A done move offers
 * "Zpět" for the undo window; the customer is told after it when sendChangeNotice is on.
 */
export function useReservationMove(
  companyId: number,
  feedKey: QueryKey,
  timeZone: string,
  sendChangeNotice: boolean,
) {
  const { t } = useCalendarTexts()
  const queryClient = useQueryClient()
  const { confirm, dialog } = useOutOfHoursConfirmation('move')
  const offerUndo = useUndoableChange(companyId)

  async function move(request: MoveRequest) {
    const body = moveBody(request, timeZone)
    if (!body) return
    const before = queryClient.getQueryData<CalendarFeed>(feedKey)
    if (before) queryClient.setQueryData(feedKey, movedFeed(before, request, body))
    const putBack = () => before && queryClient.setQueryData(feedKey, before)
    try {
      const saved = await confirm((confirmed) =>
        // Made to the version the calendar shows (its ETag): a change by someone else meanwhile answers 412,
        // the reservation goes back, the notice says so, and the calendar is read again (finally, below).
        updateReservation(
          companyId,
          request.event.id,
          { ...body, send_change_notice: sendChangeNotice, confirm_out_of_working_hours: confirmed },
          request.event.reservation.etag,
        ),
      )
      const original = request.event.reservation
      if (saved === null) putBack()
      else
        offerUndo({
          reservationId: request.event.id,
          previous: undoMoveBody(original),
          text: t('move.moved'),
          sendChangeNotice,
        })
    } catch (error) {
      putBack()
      notify({ tone: 'error', text: await failedWriteText(error, t('move.failed')) })
    } finally {
      void queryClient.invalidateQueries({ queryKey: reservationsKey(companyId) })
    }
  }

  return { move, dialog }
}
