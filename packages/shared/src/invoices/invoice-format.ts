import type { Locale } from '../constants'
import { formatDate } from '../format/date-time'
import { formatNumber } from '../format/number'
import type { InvoicePaymentMethod } from './vat'

/** An amount of a tax document, always with two places: cs '1 234,50 Kč', en 'CZK 1,234.50'. */
export function formatInvoiceAmount(haler: number, locale: Locale = 'cs'): string {
  const formatted = formatNumber(haler / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  if (locale === 'cs') return `${formatted} Kč`
  return formatted.startsWith('-') ? `-CZK ${formatted.slice(1)}` : `CZK ${formatted}`
}

/** A calendar date (YYYY-MM-DD) as people write it: cs '10. 3. 2026', en '10/03/2026'. */
export function formatInvoiceDate(isoDate: string, locale: Locale = 'cs'): string {
  return formatDate(new Date(`${isoDate}T12:00:00.000Z`), 'UTC', locale)
}

export const INVOICE_PAYMENT_METHOD_LABELS: Record<Locale, Record<InvoicePaymentMethod, string>> = {
  cs: { bank_transfer: 'Bankovní převod', card: 'Platební karta', cash: 'Hotově' },
  en: { bank_transfer: 'Bank transfer', card: 'Card', cash: 'Cash' },
}
