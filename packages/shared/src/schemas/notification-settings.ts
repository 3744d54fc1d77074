import { z } from 'zod'
import { NOTIFICATION_PLACEHOLDERS, unknownPlaceholders } from '../messaging/placeholders'
import { wholeNumber, yesNo } from './form-fields'
import { pagingQuerySchema } from './paging'
import './zod-messages'

/** A reminder goes out at most a week and at least a quarter of an hour before the visit. */
export const REMINDER_OFFSET_MIN_MINUTES = 15
export const REMINDER_OFFSET_MAX_MINUTES = 7 * 24 * 60
export const SMS_TEXT_MAX_LENGTH = 480

/** An own SMS text with {placeholders}; empty means the built-in text in the customer's language. */
const smsTemplateField = () =>
  z
    .string({ error: 'string' })
    .trim()
    .max(SMS_TEXT_MAX_LENGTH, `max:${SMS_TEXT_MAX_LENGTH}`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || unknownPlaceholders(value).length === 0, 'oneOf')

/** PUT …/notification-settings: every switch at once, as the settings form shows them. */
export const notificationSettingsInputSchema = z.object({
  booking_confirmation_email: yesNo(),
  reminder_email: yesNo(),
  reminder_sms: yesNo(),
  reminder_offset_minutes: wholeNumber(REMINDER_OFFSET_MIN_MINUTES, REMINDER_OFFSET_MAX_MINUTES),
  business_cancellation_email: yesNo(),
  cancellation_sms: yesNo(),
  /** A move, another worker or other services told to the customer (absent: email on, SMS off). */
  reservation_change_email: yesNo().default(true),
  reservation_change_sms: yesNo().default(false),
  new_booking_to_business: yesNo(),
  customer_cancellation_to_business: yesNo(),
  cancellation_sms_text: smsTemplateField(),
  reminder_sms_text: smsTemplateField(),
  sms_strip_diacritics: yesNo(),
})
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>
export type NotificationSettingsValues = z.output<typeof notificationSettingsInputSchema>

const localisedText = z.object({ cs: z.string(), en: z.string() })

export const notificationSettingsSchema = notificationSettingsInputSchema.extend({
  reservation_change_email: z.boolean(),
  reservation_change_sms: z.boolean(),
  cancellation_sms_text: z.string().nullable(),
  reminder_sms_text: z.string().nullable(),
  reminder_offset_minutes: z.number().int(),
  /** The built-in texts that a null text stands for, and the placeholders a text may use. */
  defaults: z.object({ cancellation_sms_text: localisedText, reminder_sms_text: localisedText }),
  placeholders: z.array(z.enum(NOTIFICATION_PLACEHOLDERS)),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

/**
 * GET …/notification-settings/reservation-defaults: what the calendar's cancel and change forms tick for the
 * customer by default. Everyone who may change reservations reads it (reception and workers too), without
 * the settings themselves, which are management's (decision 037).
 */
export const reservationNoticeDefaultsSchema = z.object({
  cancellation_email: z.boolean(),
  cancellation_sms: z.boolean(),
  change_email: z.boolean(),
  change_sms: z.boolean(),
})
export type ReservationNoticeDefaults = z.infer<typeof reservationNoticeDefaultsSchema>

/** POST …/notification-settings/sms-preview: a text as the settings form holds it. */
export const smsPreviewInputSchema = z.object({
  text: z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .max(SMS_TEXT_MAX_LENGTH, `max:${SMS_TEXT_MAX_LENGTH}`),
  /** Defaults to the company's setting. */
  strip_diacritics: z.boolean({ error: 'boolean' }).optional(),
  locale: z.enum(['cs', 'en'], { error: 'oneOf' }).optional(),
})
export type SmsPreviewInput = z.input<typeof smsPreviewInputSchema>

export const smsPreviewSchema = z.object({
  text: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number().int(),
  segments: z.number().int(),
  per_segment: z.number().int(),
  unknown_placeholders: z.array(z.string()),
})
export type SmsPreview = z.infer<typeof smsPreviewSchema>

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const
export const NOTIFICATION_STATES = ['queued', 'sending', 'sent', 'failed'] as const

/** GET …/notification-log?page&per_page&channel&state */
export const notificationLogQuerySchema = pagingQuerySchema.extend({
  channel: z.enum(NOTIFICATION_CHANNELS, { error: 'oneOf' }).optional(),
  state: z.enum(NOTIFICATION_STATES, { error: 'oneOf' }).optional(),
})
export type NotificationLogQuery = z.output<typeof notificationLogQuerySchema>

export const notificationLogEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  kind: z.string(),
  recipient: z.string(),
  /** The email's subject, or the start of the SMS text. */
  summary: z.string(),
  state: z.enum(NOTIFICATION_STATES),
  tries: z.number().int(),
  last_error: z.string().nullable(),
  /** SMS only: parts the text costs. */
  sms_segments: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
})
export type NotificationLogEntry = z.infer<typeof notificationLogEntrySchema>
