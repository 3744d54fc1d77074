import {
  DEFAULT_SMS_TEXTS,
  type Locale,
  NOTIFICATION_PLACEHOLDERS,
  type NotificationSettings,
  type NotificationSettingsValues,
  prepareSms,
  type ReservationNoticeDefaults,
  renderPlaceholders,
  SAMPLE_PLACEHOLDER_VALUES,
  type SmsPreview,
  type SmsPreviewInput,
  unknownPlaceholders,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import {
  findNotificationSettings,
  type NotificationSettingsRow,
  saveNotificationSettings,
} from './settings-repository'

function settingsJson(row: NotificationSettingsRow): NotificationSettings {
  return {
    booking_confirmation_email: row.bookingConfirmationEmail,
    reminder_email: row.reminderEmail,
    reminder_sms: row.reminderSms,
    reminder_offset_minutes: row.reminderOffsetMinutes,
    business_cancellation_email: row.businessCancellationEmail,
    cancellation_sms: row.cancellationSms,
    reservation_change_email: row.reservationChangeEmail,
    reservation_change_sms: row.reservationChangeSms,
    new_booking_to_business: row.newBookingToBusiness,
    customer_cancellation_to_business: row.customerCancellationToBusiness,
    cancellation_sms_text: row.cancellationSmsText,
    reminder_sms_text: row.reminderSmsText,
    sms_strip_diacritics: row.smsStripDiacritics,
    defaults: {
      cancellation_sms_text: DEFAULT_SMS_TEXTS.cancellation,
      reminder_sms_text: DEFAULT_SMS_TEXTS.reminder,
    },
    placeholders: [...NOTIFICATION_PLACEHOLDERS],
  }
}

export async function getNotificationSettings(deps: AppDeps, access: CompanyAccess) {
  return { data: settingsJson(await findNotificationSettings(deps.database.db, access.companyId)) }
}

/** The settings' channels for a business's cancel and change, which the calendar's forms start from. */
export async function getReservationNoticeDefaults(
  deps: AppDeps,
  access: CompanyAccess,
): Promise<{ data: ReservationNoticeDefaults }> {
  const row = await findNotificationSettings(deps.database.db, access.companyId)
  return {
    data: {
      cancellation_email: row.businessCancellationEmail,
      cancellation_sms: row.cancellationSms,
      change_email: row.reservationChangeEmail,
      change_sms: row.reservationChangeSms,
    },
  }
}

export async function updateNotificationSettings(
  deps: AppDeps,
  access: CompanyAccess,
  body: NotificationSettingsValues,
) {
  const row: NotificationSettingsRow = {
    companyId: access.companyId,
    bookingConfirmationEmail: body.booking_confirmation_email,
    reminderEmail: body.reminder_email,
    reminderSms: body.reminder_sms,
    reminderOffsetMinutes: body.reminder_offset_minutes,
    businessCancellationEmail: body.business_cancellation_email,
    cancellationSms: body.cancellation_sms,
    reservationChangeEmail: body.reservation_change_email,
    reservationChangeSms: body.reservation_change_sms,
    newBookingToBusiness: body.new_booking_to_business,
    customerCancellationToBusiness: body.customer_cancellation_to_business,
    cancellationSmsText: body.cancellation_sms_text,
    reminderSmsText: body.reminder_sms_text,
    smsStripDiacritics: body.sms_strip_diacritics,
  }
  await saveNotificationSettings(deps.database.db, row, deps.clock.now())
  return { data: settingsJson(row) }
}

/** The text as a customer would get it, filled with sample values, and what it costs in SMS parts. */
export async function previewSms(
  deps: AppDeps,
  access: CompanyAccess,
  body: SmsPreviewInput,
): Promise<{ data: SmsPreview }> {
  const settings = await findNotificationSettings(deps.database.db, access.companyId)
  const locale: Locale = body.locale ?? 'cs'
  const rendered = renderPlaceholders(body.text, SAMPLE_PLACEHOLDER_VALUES[locale])
  const sms = prepareSms(rendered, { stripDiacritics: body.strip_diacritics ?? settings.smsStripDiacritics })
  return {
    data: {
      text: sms.text,
      encoding: sms.segments.encoding,
      characters: sms.segments.characters,
      segments: sms.segments.segments,
      per_segment: sms.segments.perSegment,
      unknown_placeholders: unknownPlaceholders(body.text),
    },
  }
}
