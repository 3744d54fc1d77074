import { z } from 'zod'
import { LOCALES } from '../constants'
import { itemIdsField } from './availability'
import { emailField, freeText, optionalText, personName } from './fields'
import { instant, recordId } from './form-fields'
import { phoneField } from './phone-field'
import { storedPhone } from './stored-phone'
import './zod-messages'

/** The longest note a customer can leave with a booking. */
export const BOOKING_NOTE_MAX_LENGTH = 1000

/** The chosen worker, or null / 'any' for the first one free at that start. */
const workerChoice = () =>
  z
    .union([recordId(), z.literal('any'), z.null()], { error: 'exists' })
    .optional()
    .transform((value): number | 'any' => (typeof value === 'number' ? value : 'any'))

/**
 * POST api/v1/branches/slug/{branchSlug}/reservations. The browser form validates with the same schema.
 * `website` is a honeypot that people never see: a filled one means a bot, and the booking is refused.
 */
export const bookingRequestSchema = z.object({
  item_ids: itemIdsField(),
  worker_id: workerChoice(),
  /** An instant offered by the availability call, ISO 8601 with a zone ('2026-11-24T09:00:00.000Z'). */
  starts_at: instant(),
  first_name: personName('first_name'),
  surname: personName('surname'),
  email: emailField(),
  phone: phoneField(),
  note: optionalText(BOOKING_NOTE_MAX_LENGTH),
  consent: z.literal(true, { error: 'consent' }),
  locale: z.enum(LOCALES, { error: 'oneOf' }).optional(),
  website: freeText().max(255, 'max:255').optional(),
})
export type BookingRequest = z.input<typeof bookingRequestSchema>
export type BookingValues = z.output<typeof bookingRequestSchema>

/** A header value for Idempotency-Key: one random id (a UUID) per booking form, reused on resubmits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w\-:.]{8,200}$/

export const publicReservationItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  duration_minutes: z.number().int(),
  price_czk: z.number().int(),
})

/** What the customer of a reservation may see: the booking answer and the confirmation page. */
export const publicReservationSchema = z.object({
  id: z.number().int(),
  state: z.enum(['upcoming', 'cancelled', 'expired']),
  starts_at: z.string(),
  /** Start plus the services' durations (without the business's buffers). */
  ends_at: z.string(),
  time_zone: z.string(),
  duration_minutes: z.number().int(),
  items: z.array(publicReservationItemSchema),
  price_czk: z.number().int(),
  note: z.string().nullable(),
  worker: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ first_name: z.string(), surname: z.string() }),
  branch: z.object({
    name: z.string(),
    slug: z.string(),
    category_group_slug: z.string(),
    category_slug: z.string(),
    address: z.object({
      street: z.string().nullable(),
      house_number: z.string().nullable(),
      city: z.string().nullable(),
      zip: z.string().nullable(),
      country: z.string(),
    }),
    phone: storedPhone().nullable(),
    email: z.string().nullable(),
  }),
  /** The signature that the confirmation page, the ICS download and the cancel call need. */
  cancel_token: z.string(),
  /** The last instant the customer can cancel online (start minus the branch's cancellation deadline). */
  cancellable_until: z.string(),
  /** Whether cancelling is possible now: upcoming and before cancellable_until. */
  cancellable: z.boolean(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(['business', 'customer']).nullable(),
  /** What the business recorded: the customer came, or did not (null: nothing recorded). */
  attendance: z.enum(['arrived', 'no_show']).nullable(),
  /**
   * Whether a confirmation email went to the customer (queued): false when the company sends none, so the page
   * never says "we emailed you" when no one did.
   */
  confirmation_emailed: z.boolean(),
})
export type PublicReservation = z.infer<typeof publicReservationSchema>

export const bookingResponseSchema = z.object({ reservation: publicReservationSchema })
export type BookingResponse = z.infer<typeof bookingResponseSchema>

export const reservationTokenQuerySchema = z.object({
  token: freeText().min(1, 'required').max(200, 'max:200'),
})

/** POST api/v1/public/reservations/{id}/cancel */
export const customerCancelRequestSchema = reservationTokenQuerySchema

/**
 * POST api/v1/public/reservations/{id}/reschedule: the customer moves their reservation to another free time
 * the availability call offered for the same services, with the same worker or anyone.
 */
export const customerRescheduleRequestSchema = reservationTokenQuerySchema.extend({
  starts_at: instant(),
  worker_id: workerChoice(),
})
export type CustomerRescheduleRequest = z.infer<typeof customerRescheduleRequestSchema>
