/**
 * Numbers of tax documents (decision 033): invoices `2026-000001`, `2026-000002`, … and credit notes (opravné
 * daňové doklady) in a series of their own, `OD2026-000001`, …; each series restarts every year and is never
 * broken. Six digits give a million documents a year.
 */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

const PREFIX: Record<InvoiceKind, string> = { invoice: '', credit_note: 'OD' }
const SEQUENCE_DIGITS = 6
const MAX_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1

export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 2999) throw new RangeError(`Invalid year: ${year}`)
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`The ${year} series is exhausted or the sequence is invalid: ${sequence}`)
  }
  return `${PREFIX[kind]}${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`
}

/**
 * The variable symbol of an invoice: its number's digits (`2026-000001` → `2026000001`, ten digits, the most
 * a Czech variable symbol holds). A credit note carries the symbol of the invoice it corrects, so a refund is
 * paired with the original payment.
 */
export function variableSymbolOf(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/\D/g, '')
  if (!/^\d{1,10}$/.test(digits)) throw new RangeError(`No variable symbol in ${invoiceNumber}`)
  return digits
}
