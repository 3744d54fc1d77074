import type { Locale } from '../constants'
import { formatDate } from '../format/date-time'
import type { InvoicePaymentMethod } from './vat'

// An amount of a tax document is the one money format with two places: formatCzk(haler / 100, locale, 'always').

/** A calendar date (YYYY-MM-DD) as people write it: cs '10. 3. 2026', en '10/03/2026'. */
export function formatInvoiceDate(isoDate: string, locale: Locale = 'cs'): string {
  return formatDate(new Date(`${isoDate}T12:00:00.000Z`), 'UTC', locale)
}

export const INVOICE_PAYMENT_METHOD_LABELS: Record<Locale, Record<InvoicePaymentMethod, string>> = {
  cs: { bank_transfer: 'Bankovní převod', card: 'Platební karta', cash: 'Hotově' },
  en: { bank_transfer: 'Bank transfer', card: 'Card', cash: 'Cash' },
}
