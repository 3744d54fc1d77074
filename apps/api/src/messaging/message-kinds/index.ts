import {
  type AccountHolder,
  queueAccountEmail,
  type ResetPasswordMessage,
  type VerifyEmailMessage,
} from './account-messages'
import {
  type CardPaymentFailedMessage,
  type CardRefundedMessage,
  type CardRefundOverdueMessage,
  queueCardPaymentFailed,
  queueCardRefunded,
  queueCardRefundOverdue,
} from './billing-messages'
import { type MemberInvitationMessage, queueMemberInvitation } from './member-messages'
import type { MessageContext, QueuedChannels } from './message-context'
import {
  type BookingCancelledByCustomerMessage,
  type BookingConfirmedMessage,
  type BookingRescheduledByCustomerMessage,
  bookingConfirmedOutboxRows,
  queueBookingCancelledByCustomer,
  queueBookingConfirmed,
  queueBookingRescheduledByCustomer,
  queueReservationCancelledByBusiness,
  queueReservationChangedByBusiness,
  type ReservationCancelledByBusinessMessage,
  type ReservationChangedByBusinessMessage,
  sendsCustomerConfirmation,
  withdrawReservationChangeNotice,
} from './reservation-messages'

/**
 * Every message a feature can send, by kind. A feature names what happened and hands over the facts; messaging
 * picks the recipients, their language and channels (as the company's settings allow), renders the templates
 * and queues the outbox rows. A new kind is a payload type here, a queueing function beside the others and
 * its templates in ../templates.
 */
export type Message =
  | VerifyEmailMessage
  | ResetPasswordMessage
  | BookingConfirmedMessage
  | BookingCancelledByCustomerMessage
  | BookingRescheduledByCustomerMessage
  | ReservationCancelledByBusinessMessage
  | ReservationChangedByBusinessMessage
  | MemberInvitationMessage
  | CardPaymentFailedMessage
  | CardRefundedMessage
  | CardRefundOverdueMessage

type QueueFunction<M extends Message> = (context: MessageContext, message: M) => Promise<QueuedChannels>

const QUEUE: { [K in Message['kind']]: QueueFunction<Extract<Message, { kind: K }>> } = {
  'verify-email': queueAccountEmail,
  'reset-password': queueAccountEmail,
  'booking-confirmed': queueBookingConfirmed,
  'booking-cancelled-by-customer': queueBookingCancelledByCustomer,
  'booking-rescheduled-by-customer': queueBookingRescheduledByCustomer,
  'reservation-cancelled-by-business': queueReservationCancelledByBusiness,
  'reservation-changed-by-business': queueReservationChangedByBusiness,
  'member-invitation': queueMemberInvitation,
  'card-payment-failed': queueCardPaymentFailed,
  'card-refunded': queueCardRefunded,
  'card-refund-overdue': queueCardRefundOverdue,
}

/**
 * Queues the message's emails and SMS as outbox rows in `context.db` (the caller's transaction) and answers
 * what was queued. Call `app.mailDelivery.deliverSoon()` once the transaction has committed.
 */
export function queueMessage<M extends Message>(
  context: MessageContext,
  message: M,
): Promise<QueuedChannels> {
  const queue = QUEUE[message.kind] as QueueFunction<M>
  return queue(context, message)
}

export type { AccountHolder, BookingConfirmedMessage, MessageContext, QueuedChannels }
export { bookingConfirmedOutboxRows, sendsCustomerConfirmation, withdrawReservationChangeNotice }
