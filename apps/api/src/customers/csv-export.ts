import { DEFAULT_TIME_ZONE, type Locale } from '@rezervo/shared'
import { csvDateTime, toCsv } from '@rezervo/shared/csv/csv'
import type { CustomerRecord } from './repository'

const HEADERS: Record<Locale, string[]> = {
  cs: ['ID', 'Jméno', 'Příjmení', 'E-mail', 'Telefon', 'Poznámka', 'Jazyk', 'Souhlas', 'Vytvořeno'],
  en: ['ID', 'First name', 'Surname', 'Email', 'Phone', 'Note', 'Language', 'Consent', 'Created'],
}

/** Consent and creation on the Czech clock (a customer belongs to the company, not to one branch). */
export function customersCsv(rows: readonly CustomerRecord[], locale: Locale): string {
  return toCsv(
    HEADERS[locale],
    rows.map((row) => [
      row.id,
      row.firstName,
      row.surname,
      row.email,
      row.phone,
      row.note,
      row.locale,
      row.consentAt ? csvDateTime(row.consentAt, DEFAULT_TIME_ZONE, locale) : null,
      csvDateTime(row.createdAt, DEFAULT_TIME_ZONE, locale),
    ]),
  )
}
