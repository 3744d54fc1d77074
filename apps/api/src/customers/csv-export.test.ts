import { describe, expect, it } from 'vitest'
import { customersCsv } from './csv-export'
import type { CustomerRecord } from './repository'

describe('customersCsv', () => {
  it('writes the customer columns under a localised header (BOM, semicolons, CRLF), times on the Czech clock', () => {
    const row = {
      id: 7,
      firstName: 'Jan',
      surname: 'Šťastný',
      email: 'jan@example.cz',
      phone: '+420777123456',
      note: null,
      locale: 'cs',
      consentAt: new Date('2026-11-20T09:00:00Z'),
      createdAt: new Date('2026-11-21T09:00:00Z'),
    } as CustomerRecord
    expect(customersCsv([row], 'cs')).toBe(
      '\uFEFFID;Jméno;Příjmení;E-mail;Telefon;Poznámka;Jazyk;Souhlas;Vytvořeno\r\n' +
        '7;Jan;Šťastný;jan@example.cz;+420777123456;;cs;20.11.2026 10:00;21.11.2026 10:00\r\n',
    )
  })

  it('defuses a note that a spreadsheet would run as a formula', () => {
    const row = {
      id: 8,
      firstName: 'Eva',
      surname: 'Nová',
      email: null,
      phone: null,
      note: '=HYPERLINK("http://evil.example","klikni")',
      locale: 'en',
      consentAt: null,
      createdAt: new Date('2026-11-21T09:00:00Z'),
    } as CustomerRecord
    expect(customersCsv([row], 'en').split('\r\n')[1]).toBe(
      '8;Eva;Nová;;;"\'=HYPERLINK(""http://evil.example"",""klikni"")";en;;2026-11-21 10:00',
    )
  })
})
