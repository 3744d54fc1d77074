import type { Locale } from '@rezervo/shared'
import type { CustomerRecord } from './repository'

/** Excel reads a UTF-8 file as such only with a byte order mark; without it 'Šťastný' turns to mojibake. */
const UTF8_BOM = '\uFEFF'
/** Excel in Czech (and most of Europe) splits on semicolons, because the comma is the decimal separator. */
const SEPARATOR = ';'

const HEADERS: Record<Locale, string[]> = {
  cs: ['ID', 'Jméno', 'Příjmení', 'E-mail', 'Telefon', 'Poznámka', 'Jazyk', 'Souhlas', 'Vytvořeno'],
  en: ['ID', 'First name', 'Surname', 'Email', 'Phone', 'Note', 'Language', 'Consent', 'Created'],
}

/**
 * One CSV cell. Quoted when it holds the separator, a quote or a line break. A cell that a spreadsheet would
 * run as a formula ('=HYPERLINK(…)', '@SUM', '-2+3') gets a leading apostrophe; a phone number like
 * '+420777123456' stays as it is.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  if (/^[=@\t\r]/.test(text) || /^[+-](?!\d+$)/.test(text)) text = `'${text}`
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function customersCsv(rows: readonly CustomerRecord[], locale: Locale): string {
  const lines = [HEADERS[locale].map(csvCell).join(SEPARATOR)]
  for (const row of rows) {
    lines.push(
      [
        row.id,
        row.firstName,
        row.surname,
        row.email,
        row.phone,
        row.note,
        row.locale,
        row.consentAt?.toISOString() ?? null,
        row.createdAt.toISOString(),
      ]
        .map(csvCell)
        .join(SEPARATOR),
    )
  }
  // CRLF is what RFC 4180 and Excel expect.
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`
}
