import type { Locale } from '@rezervo/shared'
import type { AppDeps } from '../../app-deps'
import { insertOutboxMessageOnce } from '../outbox-repository'
import type { ScheduledJob } from '../outbox-worker'
import { queueSms } from '../queue-sms'
import {
  branchPhoneText,
  cancellableUntil,
  confirmationUrl,
  customerLocale,
  customerOfferAt,
  type LoadReservationFacts,
  summaryOf,
} from '../reservation-facts'
import { findNotificationSettings } from '../settings-repository'
import { reminderEmail } from '../templates/reminder-email'
import { reminderSmsText } from '../templates/sms-text'
import { lockDueReminders, markReminderSent } from './reminder-repository'

export const REMINDER_KIND = 'reservation-reminder'
const BATCH_SIZE = 50

/**
 * A reservation gets one reminder per channel and start time, even if two processes race: the reservation is
 * locked and marked in the transaction that queues it, and the dedupe key refuses a second row anyway.
 */
const dedupeKey = (reservationId: number, startsAt: Date, channel: 'email' | 'sms') =>
  `reminder:${reservationId}:${startsAt.toISOString()}:${channel}`

/**
 * Queues the reminders that are due at `now`; answers how many. The reservation's facts come from
 * `loadReservation` (the reservations module's query, handed over where the app is put together).
 */
export async function queueDueReminders(
  deps: AppDeps,
  now: Date,
  loadReservation: LoadReservationFacts,
): Promise<number> {
  let queued = 0
  let batch = 0
  do {
    batch = await deps.database.db.transaction(async (tx) => {
      const due = await lockDueReminders(tx, now, BATCH_SIZE)
      for (const { id, companyId } of due) {
        const details = await loadReservation(tx, id)
        if (!details) continue
        const settings = await findNotificationSettings(tx, companyId)
        const locale: Locale = customerLocale(details)
        const manageUrl = confirmationUrl(deps.config, details)
        const { startsAt } = details.reservation
        const { customer } = details
        // What the customer can still do now, when the reminder goes out.
        const offer = customerOfferAt(details, now)
        if (settings.reminderEmail && customer.email) {
          const email = reminderEmail({
            locale,
            summary: summaryOf(details),
            manageUrl,
            cancellableUntil: cancellableUntil(details),
            offer,
          })
          const added = await insertOutboxMessageOnce(tx, {
            companyId,
            channel: 'email',
            kind: REMINDER_KIND,
            recipient: customer.email,
            subject: email.subject,
            textBody: email.text,
            htmlBody: email.html,
            dedupeKey: dedupeKey(id, startsAt, 'email'),
            reservationId: id,
            reservationSequence: details.reservation.icsSequence,
          })
          if (added) queued++
        }
        if (settings.reminderSms && customer.phone) {
          const text = reminderSmsText(
            settings.reminderSmsText,
            {
              customerName: `${customer.firstName} ${customer.surname}`,
              startsAt,
              timeZone: details.branch.timeZone,
              branchName: details.branch.name,
              services: details.items.map((item) => item.name),
              link: manageUrl,
              phone: branchPhoneText(details),
            },
            offer,
            locale,
          )
          const added = await queueSms(tx, {
            kind: REMINDER_KIND,
            companyId,
            to: customer.phone,
            text,
            stripDiacritics: settings.smsStripDiacritics,
            dedupeKey: dedupeKey(id, startsAt, 'sms'),
            reservation: details.reservation,
          })
          if (added) queued++
        }
        await markReminderSent(tx, id, now)
      }
      return due.length
    })
  } while (batch === BATCH_SIZE)
  return queued
}

/** The reminders as a scheduled job of the outbox worker. */
export function createReminderJob(loadReservation: LoadReservationFacts): ScheduledJob {
  return function reminderJob(deps, now) {
    return queueDueReminders(deps, now, loadReservation)
  }
}
