import { describe, expect, it } from 'vitest'
import { csvDate, csvDateTime, toCsv } from './csv'

/** One data row's line, without the BOM, the header and the final CRLF. */
const cell = (value: string | number | null) => toCsv(['h'], [[value]]).slice('\uFEFFh\r\n'.length, -2)

describe('toCsv', () => {
  it('starts with a BOM, separates with semicolons and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['ID', 'Jméno'],
        [
          [7, 'Šťastný'],
          [8, null],
        ],
      ),
    ).toBe('\uFEFFID;Jméno\r\n7;Šťastný\r\n8;\r\n')
    expect(toCsv(['ID', 'Jméno'], [])).toBe('\uFEFFID;Jméno\r\n')
  })

  it.each([
    ['plain', 'plain'],
    ['Šťastný', 'Šťastný'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['a, b', 'a, b'],
    ['', ''],
    [null, ''],
    [42, '42'],
  ])('writes %j as %j', (value, written) => {
    expect(cell(value)).toBe(written)
  })

  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['+cmd', "'+cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', '"\'\r=1"'],
  ])('defuses the formula %j, so a spreadsheet shows it as text', (value, written) => {
    expect(cell(value)).toBe(written)
  })

  it('leaves phone numbers and negative numbers alone', () => {
    expect(cell('+420777123456')).toBe('+420777123456')
    expect(cell('-15')).toBe('-15')
    expect(cell(-15)).toBe('-15')
  })

  it('defuses a formula in the header too', () => {
    expect(toCsv(['=x'], [])).toBe("\uFEFF'=x\r\n")
  })
})

describe('dates in exports', () => {
  it('writes Czech dates as day.month.year, which Czech Excel reads as dates, and English ones as ISO', () => {
    expect(csvDate('2026-11-03', 'cs')).toBe('3.11.2026')
    expect(csvDate('2026-11-03', 'en')).toBe('2026-11-03')
  })

  it("writes an instant on the branch's clock, across the clock change, never in UTC", () => {
    expect(csvDateTime(new Date('2026-11-23T09:00:00Z'), 'Europe/Prague', 'cs')).toBe('23.11.2026 10:00')
    expect(csvDateTime(new Date('2026-07-01T22:30:00Z'), 'Europe/Prague', 'cs')).toBe('2.7.2026 00:30')
    expect(csvDateTime(new Date('2026-11-23T09:00:00Z'), 'Europe/London', 'en')).toBe('2026-11-23 09:00')
  })
})
