import { zodResolver } from '@hookform/resolvers/zod'
import { parseClockTime } from '@rezervo/shared/input/clock-time'
import {
  type ReservationCreateInput,
  type ReservationCreateValues,
  reservationCreateSchema,
} from '@rezervo/shared/schemas/reservation'
import { isIsoDate } from '@rezervo/shared/time/iso-date'
import { zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import type { Resolver, ResolverResult } from 'react-hook-form'
import { ApiError } from '../../lib/api-errors'

/** The create form as the user fills it: the start as branch date and time, the customer found or new. */
export interface CreateReservationForm {
  worker_id: number
  date: string
  time: string
  customer_mode: 'existing' | 'new'
  customer_id: number | null
  customer: { first_name: string; surname: string; email: string; phone: string }
  item_ids: number[]
  note: string
  notify_client: boolean
  /** The reservation's own reminder on the branch clock; both empty = the company's reminder offset. */
  reminder_date: string
  reminder_time: string
}

/**
 * The branch wall time typed in the form as an instant ('930', '9.30' and '9:30' alike); '' when it is not a
 * time yet (the schema says so).
 */
export function startInstant(date: string, time: string, timeZone: string): string {
  const clock = parseClockTime(time)
  if (clock === null || !isIsoDate(date)) return ''
  try {
    return zonedWallTimeToUtc(
      date,
      Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)),
      timeZone,
    ).toISOString()
  } catch {
    return ''
  }
}

/** The reminder instant typed in the form: null when both fields are empty, '' when it is not a time yet. */
export function reminderInstant(date: string, time: string, timeZone: string): string | null {
  if (!date && !time) return null
  return startInstant(date, time, timeZone)
}

/**
 * The reminder as the API takes it: null for none of its own, an instant, or what was typed when that is no
 * time yet (so the shared schema names the field).
 */
export function reminderField(date: string, time: string, timeZone: string): string | null {
  const reminder = reminderInstant(date, time, timeZone)
  return reminder === '' ? time || date : reminder
}

/** The POST body the form stands for. */
export function createInput(
  form: CreateReservationForm,
  branchId: number,
  timeZone: string,
): ReservationCreateInput {
  const existing = form.customer_mode === 'existing'
  return {
    branch_id: branchId,
    worker_id: Number(form.worker_id),
    customer_id: existing ? form.customer_id : null,
    customer: existing ? null : { ...form.customer, locale: 'cs' },
    item_ids: form.item_ids,
    starts_at: startInstant(form.date, form.time, timeZone),
    note: form.note,
    notify_client: form.notify_client,
    reminder_send_at: reminderField(form.reminder_date, form.reminder_time, timeZone),
  }
}

/** A typed time that is no time of day ('25:00', '9:75') is the catalogue's 'time', not a bad date. */
export function typedTimeError(time: string): { type: string; message: string } | undefined {
  return time.trim() !== '' && parseClockTime(time) === null ? { type: 'custom', message: 'time' } : undefined
}

/** The API and the schema speak of starts_at; the form shows it under the time. */
const formField = (path: string) =>
  path === 'starts_at' ? 'time' : path === 'reminder_send_at' ? 'reminder_time' : path

/**
 * Checks the form with the server's own schema (reservationCreateSchema), on the body it would send; errors
 * land on the form's fields and a valid form submits the parsed body.
 */
export function createReservationResolver(
  branchId: number,
  timeZone: string,
): Resolver<CreateReservationForm, unknown, ReservationCreateValues> {
  const shared = zodResolver(reservationCreateSchema)
  return async (values, context, options) => {
    const result = await shared(createInput(values, branchId, timeZone), context, options as never)
    const errors = result.errors as Record<string, unknown>
    // A start or reminder that is no instant shows under its date while that is no day, else under its time.
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
    return result as ResolverResult<CreateReservationForm, ReservationCreateValues>
  }
}

/** A server 422 with its fields renamed to the form's (starts_at → time). */
export function withFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [formField(field), messages]),
  )
  return new ApiError(error.status, error.message, fieldErrors, error.phase, error.body)
}
