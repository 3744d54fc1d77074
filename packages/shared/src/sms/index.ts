export {
  countSmsSegments,
  type SmsEncoding,
  type SmsSegments,
  stripDiacritics,
  toGsmFriendlyText,
} from './segments'
