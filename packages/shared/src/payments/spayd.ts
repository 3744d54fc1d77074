import { stripDiacritics } from '../format/diacritics'
import { isValidIban, normalizeIban } from './iban'

export interface SpaydPayment {
  iban: string
  amountCzk: number
  /** Variable symbol (VS), 1–10 digits; Czech banks use it to pair the payment with the booking. */
  variableSymbol: string
  /** Message for the recipient, shortened to 60 characters. */
  message?: string
  /** Recipient name, shortened to 35 characters. */
  recipientName?: string
}

const MESSAGE_MAX_LENGTH = 60
const RECIPIENT_NAME_MAX_LENGTH = 35
/** AM allows at most 10 characters, i.e. '9999999.99'. */
const MAX_AMOUNT_CZK = 9_999_999.99

/**
 * Czech "QR Platba" payload (Short Payment Descriptor 1.0), to be rendered as a QR code:
 * 'SPD*1.0*ACC:CZ6508000000192000145399*AM:450.00*CC:CZK*X-VS:123*MSG:Rezervace'.
 * Throws a RangeError for an invalid IBAN, amount or variable symbol rather than produce a QR code that
 * sends money to the wrong account or cannot be matched to the booking.
 */
export function buildSpayd({
  iban,
  amountCzk,
  variableSymbol,
  message,
  recipientName,
}: SpaydPayment): string {
  if (!isValidIban(iban)) throw new RangeError(`Invalid IBAN: ${iban}`)
  if (!Number.isFinite(amountCzk) || amountCzk <= 0 || amountCzk > MAX_AMOUNT_CZK) {
    throw new RangeError(`Invalid amount: ${amountCzk}`)
  }
  if (!/^\d{1,10}$/.test(variableSymbol)) throw new RangeError(`Invalid variable symbol: ${variableSymbol}`)

  const fields = [
    'SPD*1.0',
    `ACC:${normalizeIban(iban)}`,
    `AM:${amountCzk.toFixed(2)}`,
    'CC:CZK',
    `X-VS:${variableSymbol}`,
  ]
  const cleanMessage = spaydText(message, MESSAGE_MAX_LENGTH)
  if (cleanMessage) fields.push(`MSG:${cleanMessage}`)
  const cleanRecipientName = spaydText(recipientName, RECIPIENT_NAME_MAX_LENGTH)
  if (cleanRecipientName) fields.push(`RN:${cleanRecipientName}`)
  return fields.join('*')
}

/**
 * '*' separates fields, so it is dropped. Diacritics are stripped because several banking apps garble them,
 * and whitespace (including line breaks) is collapsed because a payment message is a single line.
 */
function spaydText(text: string | undefined, maxLength: number): string {
  if (text === undefined) return ''
  return stripDiacritics(text).replaceAll('*', '').replace(/\s+/g, ' ').trim().slice(0, maxLength).trimEnd()
}
