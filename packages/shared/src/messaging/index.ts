export {
  type BookingRules,
  bookingRulesLines,
  countOf,
  deadlineMoment,
  deadlineSentence,
  durationOf,
} from './booking-rules'
export {
  type CustomerOffer,
  type CustomerOfferFacts,
  customerOffer,
  type ReminderSmsVariant,
  reminderSmsVariant,
} from './customer-offer'
export { czechVocative, greetingLine } from './greeting'
export {
  NOTIFICATION_PLACEHOLDERS,
  type NotificationPlaceholder,
  type PlaceholderValues,
  renderPlaceholders,
  unknownPlaceholders,
} from './placeholders'
export {
  countSmsSegments,
  type SmsEncoding,
  type SmsSegments,
  stripDiacritics,
  toGsmFriendlyText,
} from './segments'
export { MAX_SMS_SEGMENTS, type PreparedSms, prepareSms } from './sms-message'
export {
  confirmationPageUrl,
  DEFAULT_SMS_TEXTS,
  REMINDER_SMS_TEXTS,
  reasonSentence,
  SAMPLE_PLACEHOLDER_VALUES,
  SAMPLE_RESERVATION_TOKEN,
} from './sms-texts'
