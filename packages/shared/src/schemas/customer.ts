import { z } from 'zod'
import { LOCALES } from '../constants'
import { ATTENDANCES, RESERVATION_STATES } from '../reservations/reservation-state'
import { freeText, optionalText, personName } from './fields'
import { instant, optionalEmail, recordId } from './form-fields'
import { listQuerySchema } from './paging'
import { optionalPhoneField } from './phone-field'
import { storedPhone } from './stored-phone'

/** The name an erased customer keeps, so their reservations and turnover still read sensibly. */
export const ERASED_CUSTOMER_FIRST_NAME = 'Smazaný'
export const ERASED_CUSTOMER_SURNAME = 'zákazník'

/** Create and edit a customer; the email is unique within the company. */
export const customerInputSchema = z.object({
  first_name: personName('first_name'),
  surname: personName('surname'),
  email: optionalEmail(),
  phone: optionalPhoneField(),
  note: optionalText(2000),
  locale: z.enum(LOCALES, { error: 'oneOf' }).default('cs'),
  /** When the customer agreed to the processing of personal data. */
  consent_at: instant()
    .nullish()
    .transform((value) => value ?? null),
})
export type CustomerInput = z.input<typeof customerInputSchema>
export type CustomerValues = z.output<typeof customerInputSchema>

/**
 * Accent-insensitive search over name, email and phone digits ('stastny', '777123'); `?duplicates=true` lists
 * only the possible duplicates (live customers sharing a phone), grouped by phone.
 */
export const customerListQuerySchema = listQuerySchema.extend({
  search: freeText().trim().max(100, 'max:100').optional(),
  duplicates: z
    .enum(['true', 'false', '1', '0'], { error: 'boolean' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
})
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>

export const customerExportQuerySchema = z.object({
  search: freeText().trim().max(100, 'max:100').optional(),
})

export const customerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: storedPhone().nullable(),
  note: z.string().nullable(),
  locale: z.enum(LOCALES),
  consent_at: z.string().nullable(),
  erased_at: z.string().nullable(),
  archived_at: z.string().nullable(),
  /** Set when the owner merged this customer into another (this one is then archived). */
  merged_into_customer_id: z.number().int().nullable(),
  /**
   * Other live customers of the company with the same phone: possibly the same person under another email, or
   * a family sharing a phone. A booking never joins them; the owner may merge them on purpose.
   */
  possible_duplicate_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Customer = z.infer<typeof customerSchema>

/**
 * POST …/customers/{customerId}/merge: the customer in the path stays; the source's reservations (with their
 * payments and history) move to it, its empty email, phone, note and consent are filled from the source, and
 * the source is archived with merged_into_customer_id pointing at it. One transaction.
 */
export const customerMergeInputSchema = z.object({
  /** The customer merged into the one in the path, and archived. */
  source_customer_id: recordId(),
})
export type CustomerMergeInput = z.infer<typeof customerMergeInputSchema>

export const customerReservationSchema = z.object({
  id: z.number().int(),
  branch_id: z.number().int(),
  worker_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  price_czk: z.number().int(),
  state: z.enum(RESERVATION_STATES),
  cancelled_at: z.string().nullable(),
  item_names: z.array(z.string()),
  paid_czk: z.number().int(),
  /** Whether the customer came; null until the business marks it. */
  attendance: z.enum(ATTENDANCES).nullable(),
})
export type CustomerReservation = z.infer<typeof customerReservationSchema>

/**
 * Whole crowns. Planned: prices of reservations not cancelled; real: what was paid (the customer's total
 * spent). Upcoming: not cancelled and not begun; no-shows: marked so by the business.
 */
export const customerTurnoverSchema = z.object({
  planned_czk: z.number().int(),
  real_czk: z.number().int(),
  reservation_count: z.number().int(),
  upcoming_count: z.number().int(),
  no_show_count: z.number().int(),
})

export const customerDetailSchema = customerSchema.extend({
  /** Most recent first. */
  reservations: z.array(customerReservationSchema),
  turnover: customerTurnoverSchema,
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>

/**
 * A customer as a member with the worker role sees them (decision 037): only the name, phone and note, and
 * only customers with a reservation of that worker. Lists and the detail answer this narrower shape to them.
 */
export const workerCustomerSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    surname: z.string(),
    phone: storedPhone().nullable(),
    note: z.string().nullable(),
  })
  .meta({
    description:
      'A customer as a member with the worker role sees them: name, phone and note, of their own reservations only',
  })
export type WorkerCustomer = z.infer<typeof workerCustomerSchema>
