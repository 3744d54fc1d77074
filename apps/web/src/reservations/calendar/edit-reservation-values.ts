import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ReservationDetail,
  type ReservationUpdateInput,
  reservationUpdateSchema,
} from '@rezervo/shared/schemas/reservation'
import { isIsoDate } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { reminderField, reminderInstant, startInstant, typedTimeError } from './create-reservation-values'

/** The edit form as the user fills it: the start as branch date and time. */
export interface EditReservationFields {
  worker_id: number
  date: string
  time: string
  item_ids: number[]
  note: string
  notify_client: boolean
  /** "Poslat zákazníkovi zprávu o změně": the customer hears of a new time, worker or services after the undo window. */
  send_change_notice: boolean
  /** The reservation's own reminder on the branch clock; both empty = the company's reminder offset. */
  reminder_date: string
  reminder_time: string
  /** "Přecenit podle aktuálního ceníku": the owner's deliberate re-pricing; off, the agreed lines stay. */
  reprice: boolean
}

const hhmmOf = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`

export function editFormDefaults(
  reservation: ReservationDetail,
  sendChangeNotice = true,
): EditReservationFields {
  return {
    worker_id: reservation.worker.id,
    date: reservation.local.date,
    time: reservation.local.start,
    item_ids: reservation.items.map((item) => item.item_id),
    note: reservation.note ?? '',
    notify_client: reservation.notify_client,
    send_change_notice: sendChangeNotice,
    reprice: false,
    ...reminderDefaults(reservation),
  }
}

function reminderDefaults(reservation: ReservationDetail) {
  if (!reservation.reminder_send_at) return { reminder_date: '', reminder_time: '' }
  const parts = utcToZonedParts(new Date(reservation.reminder_send_at), reservation.time_zone)
  return { reminder_date: parts.date, reminder_time: hhmmOf(parts.minuteOfDay) }
}

/** Only what changed goes into the PATCH, so an unchanged time is not checked against working hours again. */
export function editBody(
  form: EditReservationFields,
  reservation: ReservationDetail,
): ReservationUpdateInput {
  const body: ReservationUpdateInput = {}
  const startsAt = startInstant(form.date, form.time, reservation.time_zone)
  if (startsAt !== new Date(reservation.starts_at).toISOString()) body.starts_at = startsAt || form.time
  if (Number(form.worker_id) !== reservation.worker.id) body.worker_id = Number(form.worker_id)
  const itemIds = reservation.items.map((item) => item.item_id)
  if (form.item_ids.join(',') !== itemIds.join(',')) body.item_ids = form.item_ids
  if (form.note !== (reservation.note ?? '')) body.note = form.note
  if (form.notify_client !== reservation.notify_client) body.notify_client = form.notify_client
  const reminder = reminderInstant(form.reminder_date, form.reminder_time, reservation.time_zone)
  const current = reservation.reminder_send_at ? new Date(reservation.reminder_send_at).toISOString() : null
  if (reminder !== current)
    body.reminder_send_at = reminderField(form.reminder_date, form.reminder_time, reservation.time_zone)
  // A re-pricing is not undone by "Zpět" (the agreed lines are gone), so it is an ordinary save.
  if (form.reprice) body.reprice = true
  if (changesVisit(body) || form.reprice) body.send_change_notice = form.send_change_notice
  return body
}

/** The time, the worker or the services change: what the customer is told of and the undo puts back. */
export const changesVisit = (body: ReservationUpdateInput) =>
  body.starts_at !== undefined || body.worker_id !== undefined || body.item_ids !== undefined

/**
 * The PATCH that puts back what `body` changes (the end too, so new services' length is undone), and the
 * reminder as it was (a move shifts a reminder time of its own with the visit).
 */
export function undoBody(
  body: ReservationUpdateInput,
  reservation: ReservationDetail,
): ReservationUpdateInput {
  return {
    starts_at: reservation.starts_at,
    ends_at: reservation.ends_at,
    worker_id: reservation.worker.id,
    reminder_send_at: reservation.reminder_send_at,
    ...(body.item_ids !== undefined ? { item_ids: reservation.items.map((item) => item.item_id) } : {}),
  }
}

/**
 * Checks the changes with the server's own schema (reservationUpdateSchema) before anything is sent; a bad
 * start shows under the date while the date is missing or no day, else under the time.
 */
export function editReservationResolver(reservation: ReservationDetail): Resolver<EditReservationFields> {
  const shared = zodResolver(reservationUpdateSchema)
  return async (values, context, options) => {
    const result = await shared(editBody(values, reservation), context, options as never)
    const errors = { ...result.errors } as Record<string, unknown>
    if (errors.starts_at) {
      if (isIsoDate(values.date)) errors.time = typedTimeError(values.time) ?? errors.starts_at
      else errors.date = errors.starts_at
      delete errors.starts_at
    }
    if (errors.reminder_send_at) {
      if (isIsoDate(values.reminder_date))
        errors.reminder_time = typedTimeError(values.reminder_time) ?? errors.reminder_send_at
      else errors.reminder_date = errors.reminder_send_at
      delete errors.reminder_send_at
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    return { values: {}, errors: errors as FieldErrors<EditReservationFields> }
  }
}
