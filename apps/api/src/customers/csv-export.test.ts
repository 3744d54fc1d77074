import { describe, expect, it } from 'vitest'
import { csvCell, customersCsv } from './csv-export'
import type { CustomerRecord } from './repository'

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['Šťastný', 'Šťastný'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [null, ''],
    [42, '42'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['+cmd', "'+cmd"],
  ])('defuses the formula %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('leaves phone numbers and negative numbers alone', () => {
    expect(csvCell('+420777123456')).toBe('+420777123456')
    expect(csvCell('-15')).toBe('-15')
  })
})

describe('customersCsv', () => {
  it('starts with a BOM and a localised header and ends lines with CRLF', () => {
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
        '7;Jan;Šťastný;jan@example.cz;+420777123456;;cs;2026-11-20T09:00:00.000Z;2026-11-21T09:00:00.000Z\r\n',
    )
  })
})
