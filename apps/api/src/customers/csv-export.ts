import type { Locale } from '@rezervo/shared'
import { toCsv } from '../lib/csv'
import type { CustomerRecord } from './repository'

const HEADERS: Record<Locale, string[]> = {
  cs: ['ID', 'Jméno', 'Příjmení', 'E-mail', 'Telefon', 'Poznámka', 'Jazyk', 'Souhlas', 'Vytvořeno'],
  en: ['ID', 'First name', 'Surname', 'Email', 'Phone', 'Note', 'Language', 'Consent', 'Created'],
}

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
      row.consentAt?.toISOString() ?? null,
      row.createdAt.toISOString(),
    ]),
  )
}
