import { eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { notificationSettings } from '../db/schema'

export type NotificationSettingsRow = Omit<typeof notificationSettings.$inferSelect, 'updatedAt'>

/** What a company without a settings row sends: the table's column defaults, written once here too. */
export function defaultNotificationSettings(companyId: number): NotificationSettingsRow {
  return {
    companyId,
    bookingConfirmationEmail: true,
    reminderEmail: true,
    reminderSms: false,
    reminderOffsetMinutes: 1440,
    businessCancellationEmail: true,
    cancellationSms: true,
    reservationChangeEmail: true,
    reservationChangeSms: false,
    newBookingToBusiness: true,
    customerCancellationToBusiness: true,
    cancellationSmsText: null,
    reminderSmsText: null,
    smsStripDiacritics: true,
  }
}

/** The settings from the row's to_jsonb (read beside other things in one statement), or the defaults. */
export function notificationSettingsFromJson(
  json: Record<string, unknown> | null,
  companyId: number,
): NotificationSettingsRow {
  if (!json) return defaultNotificationSettings(companyId)
  const { updatedAt: _updatedAt, ...row } = rowFromJson(notificationSettings, json)
  return row
}

export async function findNotificationSettings(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<NotificationSettingsRow> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.companyId, companyId))
  return row ?? defaultNotificationSettings(companyId)
}

export async function saveNotificationSettings(
  db: DatabaseOrTransaction,
  settings: NotificationSettingsRow,
  now: Date,
) {
  const { companyId, ...values } = settings
  await db
    .insert(notificationSettings)
    .values({ ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: notificationSettings.companyId, set: { ...values, updatedAt: now } })
}
