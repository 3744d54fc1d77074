import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { companies } from './business'
import { updatedAt } from './columns'

/**
 * Which messages a company sends and how its SMS read. A company without a row uses the column defaults
 * (see notifications/settings-repository.ts), so companies need no row until they change something.
 */
export const notificationSettings = pgTable('notification_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  bookingConfirmationEmail: boolean().notNull().default(true),
  reminderEmail: boolean().notNull().default(true),
  // SMS cost money per part, so SMS reminders are opt-in.
  reminderSms: boolean().notNull().default(false),
  /** How long before the start the reminder goes out, unless the reservation names its own time. */
  reminderOffsetMinutes: integer().notNull().default(1440),
  businessCancellationEmail: boolean().notNull().default(true),
  cancellationSms: boolean().notNull().default(true),
  /**
   * The customer hears of a move, a new worker or new services by email (and by SMS when on); the calendar's
   * "Poslat zákazníkovi zprávu o změně" (a PATCH's send_change_notice) starts checked when either is on
   * (decision 029).
   */
  reservationChangeEmail: boolean().notNull().default(true),
  reservationChangeSms: boolean().notNull().default(false),
  newBookingToBusiness: boolean().notNull().default(true),
  customerCancellationToBusiness: boolean().notNull().default(true),
  /** Own SMS texts with {placeholders}; null sends the built-in text in the customer's language. */
  cancellationSmsText: text(),
  reminderSmsText: text(),
  /** Plain letters keep a Czech SMS at 160 characters a part instead of 70. */
  smsStripDiacritics: boolean().notNull().default(true),
  updatedAt: updatedAt(),
})
